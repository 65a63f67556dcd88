import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { DONUT_HEIGHT, DONUT_RING } from './chart-heights';
import { cssColor, FONT, TEXT_FILL, TICK_FILL } from './svg-chart';

export type DonutDatum = { name: string; value: number; color: string };

const THICKNESS = 26;
/** Room around the ring for the value labels. */
const SIZE = DONUT_RING + 80;

/** The point at `angle` (radians, 0 at the top, clockwise) on a circle of radius `r` around the centre. */
const polar = (angle: number, r: number) => [SIZE / 2 + r * Math.sin(angle), SIZE / 2 - r * Math.cos(angle)] as const;

/** A ring segment from angle a to b (radians), as an svg path. */
export function arcPath(a: number, b: number, outer: number, inner: number): string {
  const large = b - a > Math.PI ? 1 : 0;
  const [x1, y1] = polar(a, outer);
  const [x2, y2] = polar(b, outer);
  const [x3, y3] = polar(b, inner);
  const [x4, y4] = polar(a, inner);
  const f = (n: number) => n.toFixed(2);
  return `M${f(x1)},${f(y1)}A${outer},${outer} 0 ${large} 1 ${f(x2)},${f(y2)}L${f(x3)},${f(y3)}A${inner},${inner} 0 ${large} 0 ${f(x4)},${f(y4)}Z`;
}

/**
 * Parts of a whole: a ring with each part's value beside it, and a legend under the ring. The legend is HTML so
 * it wraps on a phone rather than being cut off.
 */
export function Donut({ data, label }: { data: DonutDatum[]; label?: string }) {
  const total = data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  const outer = DONUT_RING / 2;
  const inner = outer - THICKNESS;
  let angle = 0;
  const parts = data
    .filter((d) => d.value > 0)
    .map((d) => {
      const from = angle;
      angle += (2 * Math.PI * d.value) / (total || 1);
      return { ...d, from, to: angle };
    });
  return (
    <Stack h={DONUT_HEIGHT} align="center" justify="center" gap="xs">
      <svg
        className="chart-surface"
        width={SIZE}
        height={SIZE}
        aria-label={`${label ? `${label}: ` : ''}${data.map((d) => `${d.name} ${d.value}`).join(', ')}`}
        // The card's wrapper is the image (with its summary); see ChartFrame.
        aria-hidden="true"
        style={{ display: 'block', fontSize: FONT }}
      >
        {parts.length === 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={outer - THICKNESS / 2}
            fill="none"
            stroke={TICK_FILL}
            strokeWidth={THICKNESS}
            opacity={0.3}
          />
        )}
        {parts.map((p) => {
          const mid = (p.from + p.to) / 2;
          const [lx, ly] = polar(mid, outer + 14);
          // A whole ring cannot be one arc (its ends meet): draw it as a circle.
          const shape =
            parts.length === 1 ? (
              <circle
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={outer - THICKNESS / 2}
                fill="none"
                stroke={cssColor(p.color)}
                strokeWidth={THICKNESS}
              />
            ) : (
              <path
                d={arcPath(p.from, p.to, outer, inner)}
                fill={cssColor(p.color)}
                stroke="var(--mantine-color-body)"
                strokeWidth={1}
              />
            );
          return (
            <g key={p.name}>
              <title>{`${p.name}: ${p.value}`}</title>
              {shape}
              <text
                x={lx}
                y={ly}
                dy="0.32em"
                textAnchor={Math.abs(Math.sin(mid)) < 0.3 ? 'middle' : Math.sin(mid) > 0 ? 'start' : 'end'}
                fill={TEXT_FILL}
              >
                {p.value}
              </text>
            </g>
          );
        })}
        {label && (
          <text
            x={SIZE / 2}
            y={SIZE / 2}
            dy="0.32em"
            textAnchor="middle"
            fill={TEXT_FILL}
            fontSize={14}
            fontWeight={600}
          >
            {label}
          </text>
        )}
      </svg>
      <Group component="ul" gap="xs" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.map((d) => (
          <Group component="li" key={d.name} gap={6} wrap="nowrap">
            <ColorSwatch color={cssColor(d.color)} size={12} withShadow={false} />
            <Text size="sm">{d.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
