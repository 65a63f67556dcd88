import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  axisWidth,
  bands,
  CategoryAxis,
  ChartFrame,
  cssColor,
  labelsRoom,
  linear,
  numberAt,
  TEXT_FILL,
  textWidth,
  tip,
  ValueAxis,
} from './svg-chart';
import { percentText } from '#src/lib/format';

export type GroupSeries = { name: string; label: string; color: string };

type Props = {
  data: Record<string, string | number | null>[];
  series: GroupSeries[];
  height: number;
  /** Percent axis: 0..100 with these ticks. */
  ticks: number[];
  /** Bars lying down, one category per row, its label on the left (labelsRoom). */
  horizontal?: boolean;
  maxBar: number;
  /** Each bar's value written at its end (where it fits). */
  valueLabels?: boolean;
};

const percent = (v: number) => percentText(v);
const VALUE_SIZE = 11;

/** Two or more percent series side by side per category (`data[i].label`); a null value draws no bar. */
export function GroupedBars({ data, series, height, ticks, horizontal, maxBar, valueLabels }: Props) {
  const { t } = useLingui();
  const labels = data.map((d) => String(d.label ?? ''));
  const noFigure = t`no figure`;
  const summary = series
    .map((s) => `${s.label}: ${data.map((d, i) => `${labels[i]} ${numberAt(d, s.name) ?? noFigure}`).join(', ')}`)
    .join('; ');
  const legend = series.map((s) => ({ label: s.label, color: s.color }));

  return (
    <ChartFrame height={height} legend={legend} label={summary}>
      {(width, plotHeight) => {
        const n = series.length;
        // Where each category's bars go: `from` is the category's band start, `room` its bars' total thickness.
        const layout = (from: number, to: number) => {
          const groups = bands(data.length, from, to, 0.25);
          const thick = Math.min(maxBar, (groups.inner - 2 * (n - 1)) / n);
          const offset = (i: number, k: number) =>
            from + groups.step * (i + 0.5) - (thick * n + 2 * (n - 1)) / 2 + k * (thick + 2);
          return { groups, thick, offset };
        };
        const bars = (place: (i: number, k: number, v: number) => ReactNode) =>
          data.flatMap((d, i) =>
            series.map((s, k) => {
              const v = numberAt(d, s.name);
              // biome-ignore lint/suspicious/noArrayIndexKey: a category's place is its identity (labels may repeat)
              return v === null ? null : <g key={`${i}-${s.name}`}>{place(i, k, v)}</g>;
            }),
          );

        if (horizontal) {
          const [top, bottom, right] = [4, plotHeight - 26, 20];
          const labelWidth = labelsRoom(labels, width);
          const x = linear(100, labelWidth, width - right);
          const { groups, thick, offset } = layout(top, bottom);
          return (
            <>
              <ValueAxis
                className="chart-x-ticks"
                side="bottom"
                ticks={ticks}
                at={x}
                format={percent}
                offset={bottom}
                grid={[top, bottom]}
              />
              <CategoryAxis
                className="chart-y-ticks"
                side="left"
                labels={labels}
                at={(i) => top + groups.step * (i + 0.5)}
                offset={labelWidth}
                room={labelWidth - 12}
                step={groups.step}
              />
              {bars((i, k, v) => (
                <rect
                  x={labelWidth}
                  y={offset(i, k)}
                  width={Math.max(0, x(v) - labelWidth)}
                  height={thick}
                  rx={2}
                  fill={cssColor(series[k]?.color ?? 'blue.6')}
                >
                  <title>{tip(labels[i] ?? '', series[k]?.label ?? '', percent(v))}</title>
                </rect>
              ))}
            </>
          );
        }

        const left = axisWidth(ticks.map(percent));
        const [top, bottom, right] = [valueLabels ? 18 : 8, plotHeight - 26, 8];
        const y = linear(100, bottom, top);
        const { groups, thick, offset } = layout(left, width - right);
        return (
          <>
            <ValueAxis
              className="chart-y-ticks"
              side="left"
              ticks={ticks}
              at={y}
              format={percent}
              offset={left}
              grid={[left, width - right]}
            />
            <CategoryAxis
              className="chart-x-ticks"
              side="bottom"
              labels={labels}
              at={(i) => left + groups.step * (i + 0.5)}
              offset={bottom}
              room={groups.step - 4}
            />
            {bars((i, k, v) => (
              <>
                <rect
                  x={offset(i, k)}
                  y={y(v)}
                  width={thick}
                  height={Math.max(0, bottom - y(v))}
                  rx={2}
                  fill={cssColor(series[k]?.color ?? 'blue.6')}
                >
                  <title>{tip(labels[i] ?? '', series[k]?.label ?? '', percent(v))}</title>
                </rect>
                {/* A value too wide for its bar's slot would run into its neighbour: its tooltip has it. */}
                {valueLabels && textWidth(percent(v), VALUE_SIZE) <= thick + 4 && (
                  <text
                    x={offset(i, k) + thick / 2}
                    y={y(v) - 4}
                    textAnchor="middle"
                    fontSize={VALUE_SIZE}
                    fill={TEXT_FILL}
                  >
                    {percent(v)}
                  </text>
                )}
              </>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
