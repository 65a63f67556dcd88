import { useLingui } from '@lingui/react/macro';
import { LINES_HEIGHT } from './chart-heights';
import {
  axisWidth,
  CategoryAxis,
  ChartFrame,
  cssColor,
  labelEvery,
  linear,
  numberAt,
  textWidth,
  tip,
  ValueAxis,
} from './svg-chart';
import { percentText } from '#src/lib/format';

export type LineSeries = { name: string; label: string; color: string };

export const PERCENT_TICKS = [0, 25, 50, 75, 100];

const percent = (v: number) => percentText(v);
/** Room left and right of the first and last point, so their whole dot (and label) stays inside the card. */
const PAD = 16;

/** The path of one series: a new segment after each missing figure, so a gap is not bridged. */
export function linePath(points: ({ x: number; y: number } | null)[]): string {
  let path = '';
  let pen = false;
  for (const p of points) {
    if (!p) {
      pen = false;
      continue;
    }
    path += `${pen ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`;
    pen = true;
  }
  return path;
}

/** Percentages over time (months), one line per series, a gap where a point has no figure. */
export function LinesChart({ data, series }: { data: Record<string, string | number | null>[]; series: LineSeries[] }) {
  const { t } = useLingui();
  const labels = data.map((d) => String(d.label ?? ''));
  const noFigure = t`no figure`;
  const summary = series
    .map((s) => `${s.label}: ${data.map((d, i) => `${labels[i]} ${numberAt(d, s.name) ?? noFigure}`).join(', ')}`)
    .join('; ');

  return (
    <ChartFrame height={LINES_HEIGHT} legend={series} label={summary}>
      {(width, height) => {
        const left = axisWidth(PERCENT_TICKS.map(percent));
        const [top, bottom, right] = [8, height - 26, 8];
        const y = linear(100, bottom, top);
        const from = left + PAD;
        const gap = data.length > 1 ? (width - right - PAD - from) / (data.length - 1) : 0;
        const x = (i: number) => (data.length > 1 ? from + gap * i : (from + width - right - PAD) / 2);
        const every = labelEvery(data.length, gap, Math.max(0, ...labels.map((l) => textWidth(l))));
        return (
          <>
            <ValueAxis
              className="chart-y-ticks"
              side="left"
              ticks={PERCENT_TICKS}
              at={y}
              format={percent}
              offset={left}
              grid={[left, width - right]}
            />
            <CategoryAxis
              className="chart-x-ticks"
              side="bottom"
              labels={labels}
              at={x}
              offset={bottom}
              room={Math.max(gap * every - 4, 2 * PAD + left)}
              every={every}
            />
            {series.map((s) => {
              const color = cssColor(s.color);
              const points = data.map((d, i) => {
                const v = numberAt(d, s.name);
                return v === null ? null : { x: x(i), y: y(v), v };
              });
              return (
                <g key={s.name}>
                  <path d={linePath(points)} fill="none" stroke={color} strokeWidth={2} />
                  {points.map(
                    (p, i) =>
                      p && (
                        <circle
                          // biome-ignore lint/suspicious/noArrayIndexKey: a category's place is its identity (labels may repeat)
                          key={`${i}-${labels[i]}`}
                          cx={p.x}
                          cy={p.y}
                          r={4}
                          fill={color}
                          stroke="var(--mantine-color-body)"
                        >
                          <title>{tip(labels[i] ?? '', s.label, percent(p.v))}</title>
                        </circle>
                      ),
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
