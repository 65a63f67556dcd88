import { ColorSwatch, Group, Text } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

// The analytics charts are plain SVG drawn in one render: no chart library (Recharts cost ~100 KB and a
// 60-100 ms main-thread task per chart as it mounted). Text sizes are estimated, not measured, so nothing
// forces a layout while a chart is drawn; the estimates err on the wide side.

export const FONT = 12;
/** A generous average width of a 12 px character of the UI font (digits are ~6.7 px). */
const CHAR = 7;
export const TICK_FILL = 'var(--mantine-color-dimmed)';
export const GRID_STROKE = 'var(--mantine-color-default-border)';
export const TEXT_FILL = 'var(--mantine-color-text)';

/** A Mantine colour name ('teal.6') as its CSS variable, so the chart follows the colour scheme. */
export const cssColor = (c: string) =>
  /^[a-z]+\.\d$/.test(c) ? `var(--mantine-color-${c.replace('.', '-')})` : c === 'dimmed' ? TICK_FILL : c;

/** The estimated drawn width of `text` at `size` px. */
export const textWidth = (text: string, size = FONT) => Math.ceil((text.length * CHAR * size) / FONT);

/** `text` cut to fit `width` px, ending in an ellipsis when cut. */
export function truncate(text: string, width: number, size = FONT): string {
  if (textWidth(text, size) <= width) return text;
  const keep = Math.floor((width * FONT) / (CHAR * size)) - 1;
  return keep > 0 ? `${text.slice(0, keep).trimEnd()}…` : '…';
}

/**
 * `text` in at most `lines` lines of `width` px, broken between words; the last line is cut with an ellipsis when the
 * rest does not fit ('Government Senior Secondary School Mohali' → 'Government Senior', 'Secondary School…').
 */
export function wrapLabel(text: string, width: number, lines: number, size = FONT): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest && out.length < lines - 1 && textWidth(rest, size) > width) {
    const words = rest.split(/\s+/);
    let line = words[0] ?? '';
    let taken = 1;
    while (taken < words.length && textWidth(`${line} ${words[taken]}`, size) <= width) line += ` ${words[taken++]}`;
    if (textWidth(line, size) > width) break; // one word longer than the line: cut it below instead
    out.push(line);
    rest = words.slice(taken).join(' ');
  }
  if (rest) out.push(truncate(rest, width, size));
  return out;
}

/**
 * The room left of bars lying down for their category labels: the longest label's, within `min` and half the chart's
 * width (a longer label is cut, its full text in a tooltip), so a wide card shows whole school names.
 */
export const labelsRoom = (labels: string[], width: number, min = 60) =>
  Math.round(Math.max(min, Math.min(Math.max(0, ...labels.map((l) => textWidth(l) + 12)), width / 2)));

/** Label every k-th of `count` categories `gap` px apart so labels `labelWidth` wide do not touch. */
export const labelEvery = (count: number, gap: number, labelWidth: number) =>
  count <= 1 || gap <= 0 ? 1 : Math.max(1, Math.ceil((labelWidth + 6) / gap));

/** Ticks 0..max in `steps` equal parts. */
export const evenTicks = (max: number, steps: number) => Array.from({ length: steps + 1 }, (_, i) => (i * max) / steps);

/** A linear map of 0..max onto from..to (pixels), values clamped into the axis. */
export const linear = (max: number, from: number, to: number) => (v: number) =>
  from + ((to - from) * Math.min(Math.max(v, 0), max)) / (max || 1);

/** `count` equal bands over from..to: where each starts and its width, with a share of it as padding. */
export function bands(count: number, from: number, to: number, padding = 0.2) {
  const step = (to - from) / Math.max(count, 1);
  return { step, inner: step * (1 - padding), start: (i: number) => from + step * i + (step * padding) / 2 };
}

/** A series' figure in a row of chart data; null when missing (or not a number). */
export const numberAt = (row: Record<string, string | number | null>, key: string) => {
  const v = row[key];
  return typeof v === 'number' ? v : null;
};

/** The width of a vertical axis whose labels are these ticks. */
export const axisWidth = (labels: string[]) => Math.max(24, ...labels.map((l) => textWidth(l))) + 8;

/** The width of the element, kept up to date as it resizes (0 until first measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // One read before the first paint, then the observer: no flash of an empty chart, no re-render loop.
    setWidth(Math.floor(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export type LegendItem = { label: string; color: string };

export const LEGEND_HEIGHT = 26;

/** The series' names with their colours, in series order, above the plot. */
function Legend({ items }: { items: LegendItem[] }) {
  return (
    <Group
      component="ul"
      gap="md"
      justify="center"
      wrap="nowrap"
      h={LEGEND_HEIGHT}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((s) => (
        <Group component="li" key={s.label} gap={6} wrap="nowrap">
          <ColorSwatch color={cssColor(s.color)} size={10} radius="xs" withShadow={false} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {s.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

type FrameProps = {
  /** The whole block's height in px (legend included): the card reserved it before the chart was drawn. */
  height: number;
  legend?: LegendItem[];
  /** What the picture shows, in words (the card around it also speaks a summary). */
  label: string;
  /** Draws the plot into an svg `width` x `height` px. */
  children: (width: number, height: number) => ReactNode;
};

/** A chart's box: its legend and an svg as wide as the card. */
export function ChartFrame({ height, legend, label, children }: FrameProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const plotHeight = height - (legend ? LEGEND_HEIGHT : 0);
  return (
    <div style={{ height }}>
      {legend && <Legend items={legend} />}
      <div ref={ref} style={{ height: plotHeight, width: '100%' }}>
        {width > 0 && (
          // The card's wrapper is already role="img" with the full summary, and the children of an image are
          // presentational: the svg's own label is for tools that read it alone. Hidden from the accessibility
          // tree so the card has one image, not two (aria-hidden does not stop the native <title> tooltips).
          <svg
            className="chart-surface"
            width={width}
            height={plotHeight}
            aria-label={label}
            aria-hidden="true"
            style={{ display: 'block', overflow: 'visible', fontSize: FONT }}
          >
            {children(width, plotHeight)}
          </svg>
        )}
      </div>
    </div>
  );
}

type ValueAxisProps = {
  ticks: number[];
  /** A tick's position in px along the axis. */
  at: (v: number) => number;
  format: (v: number) => string;
  side: 'left' | 'right' | 'bottom';
  /** Where the labels sit: x of a vertical axis' edge, or y of the bottom axis' line. */
  offset: number;
  /** Gridlines across the plot, from..to on the other axis; none when absent. */
  grid?: [number, number];
  className: string;
};

/** A value axis: its tick labels and, optionally, dashed gridlines across the plot. */
export function ValueAxis({ ticks, at, format, side, offset, grid, className }: ValueAxisProps) {
  const vertical = side !== 'bottom';
  return (
    <>
      {grid && (
        <g stroke={GRID_STROKE} strokeDasharray="5 5">
          {ticks.map((t) =>
            vertical ? (
              <line key={t} x1={grid[0]} x2={grid[1]} y1={at(t)} y2={at(t)} />
            ) : (
              <line key={t} y1={grid[0]} y2={grid[1]} x1={at(t)} x2={at(t)} />
            ),
          )}
        </g>
      )}
      <g className={className} fill={TICK_FILL}>
        {ticks.map((t) =>
          vertical ? (
            <text
              key={t}
              x={side === 'left' ? offset - 6 : offset + 6}
              y={at(t)}
              dy="0.32em"
              textAnchor={side === 'left' ? 'end' : 'start'}
            >
              {format(t)}
            </text>
          ) : (
            <text key={t} x={at(t)} y={offset + 6} dy="0.71em" textAnchor="middle">
              {format(t)}
            </text>
          ),
        )}
      </g>
    </>
  );
}

type CategoryAxisProps = {
  labels: string[];
  /** The centre of category i, in px along the axis. */
  at: (i: number) => number;
  side: 'left' | 'bottom';
  offset: number;
  /** The room for one label in px: longer labels are cut with an ellipsis (the full text in a tooltip). */
  room: number;
  /** Label only every k-th category (bottom axes of many days). */
  every?: number;
  /** The distance between categories in px: a left label with room for two lines may take them. */
  step?: number;
  className: string;
};

/** The line height of a category label of two lines, in ems. */
const LINE_EM = 1.15;
/** Rows at least this far apart (px) have room for a left label of two lines. */
const TWO_LINE_ROW = 32;

/** A category axis; each label keeps its full text as a tooltip when it has to be cut. */
export function CategoryAxis({ labels, at, side, offset, room, every = 1, step = 0, className }: CategoryAxisProps) {
  const lines = step >= TWO_LINE_ROW ? 2 : 1;
  return (
    <g className={className} fill={TICK_FILL}>
      {labels.map((label, i) => {
        if (i % every !== 0) return null;
        const rows = side === 'left' ? wrapLabel(label, room, lines) : [truncate(label, room)];
        const shown = rows.join(' ');
        const text =
          side === 'left' ? (
            <text x={offset - 8} y={at(i)} dy={`${0.32 - ((rows.length - 1) * LINE_EM) / 2}em`} textAnchor="end">
              {rows.length === 1
                ? shown
                : rows.map((row, k) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order
                    <tspan key={k} x={offset - 8} dy={k === 0 ? undefined : `${LINE_EM}em`}>
                      {row}
                    </tspan>
                  ))}
            </text>
          ) : (
            <text x={at(i)} y={offset + 6} dy="0.71em" textAnchor="middle">
              {shown}
            </text>
          );
        // A cut label keeps its full text as the tooltip of a group, so the <text> itself reads as drawn.
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a category's place is its identity (labels may repeat)
          <g key={`${i}-${label}`}>
            {shown !== label && <title>{label}</title>}
            {text}
          </g>
        );
      })}
    </g>
  );
}

/** The name of the category axis, centred under it. */
export function AxisTitle({ x, y, children }: { x: number; y: number; children: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fill={TICK_FILL}>
      {children}
    </text>
  );
}

/** "Class 6A — Avg attendance %: 82%": a bar's or a point's native tooltip. */
export const tip = (category: string, series: string, value: string) => `${category} — ${series}: ${value}`;
