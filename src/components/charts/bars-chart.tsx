import { barsHeight } from './chart-heights';
import { niceScale } from './nice-scale';
import {
  AxisTitle,
  axisWidth,
  bands,
  CategoryAxis,
  ChartFrame,
  cssColor,
  evenTicks,
  labelsRoom,
  linear,
  TEXT_FILL,
  textWidth,
  tip,
  ValueAxis,
} from './svg-chart';

export type BarDatum = { label: string; value: number };

type Props = {
  data: BarDatum[];
  seriesLabel: string;
  color?: string;
  unit?: string;
  /** Horizontal bars (long labels such as school names) or columns. */
  horizontal?: boolean;
  /** A fixed end of the value axis (100 for percentages); otherwise a round number past the longest bar. */
  max?: number;
  /** A name under the columns when their labels are short (e.g. 'Class' under 5, 6, 7). */
  categoryLabel?: string;
};

const MAX_BAR = 32;

/** One series of bars, labelled with their values. Every category keeps its label. */
export function BarsChart({
  data,
  seriesLabel,
  color = 'blue.6',
  unit = '',
  horizontal = false,
  max,
  categoryLabel,
}: Props) {
  const format = (v: number) => `${v}${unit}`;
  // Horizontal bars share their card with long labels: their value axis is short and gets two steps.
  const steps = horizontal ? 2 : 4;
  const scale =
    max === undefined
      ? niceScale(Math.max(0, ...data.map((d) => d.value)), steps)
      : { max, ticks: evenTicks(max, steps) };
  const fill = cssColor(color);
  const labels = data.map((d) => d.label);
  const summary = `${seriesLabel}: ${data.map((d) => `${d.label} ${format(d.value)}`).join(', ')}`;

  return (
    <ChartFrame height={barsHeight(data.length, horizontal)} label={summary}>
      {(width, height) => {
        if (horizontal) {
          const room = labelsRoom(labels, width);
          const longestValue = Math.max(...data.map((d) => textWidth(format(d.value))), 0);
          const right = Math.max(longestValue + 10, textWidth(format(scale.max)) / 2 + 4);
          const [top, bottom] = [6, height - 26];
          const x = linear(scale.max, room, width - right);
          const rows = bands(data.length, top, bottom, 0.3);
          const thick = Math.min(MAX_BAR, rows.inner);
          const mid = (i: number) => top + rows.step * (i + 0.5);
          return (
            <>
              <ValueAxis
                className="chart-x-ticks"
                side="bottom"
                ticks={scale.ticks}
                at={x}
                format={format}
                offset={bottom}
                grid={[top, bottom]}
              />
              <CategoryAxis
                className="chart-y-ticks"
                side="left"
                labels={labels}
                at={mid}
                offset={room}
                room={room - 12}
                step={rows.step}
              />
              {data.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a category's place is its identity (labels may repeat)
                <g key={`${i}-${d.label}`}>
                  <rect
                    x={room}
                    y={mid(i) - thick / 2}
                    width={Math.max(0, x(d.value) - room)}
                    height={thick}
                    rx={3}
                    fill={fill}
                  >
                    <title>{tip(d.label, seriesLabel, format(d.value))}</title>
                  </rect>
                  <text x={x(d.value) + 5} y={mid(i)} dy="0.32em" fill={TEXT_FILL}>
                    {format(d.value)}
                  </text>
                </g>
              ))}
            </>
          );
        }
        const left = axisWidth(scale.ticks.map(format));
        const [top, bottom] = [20, height - (categoryLabel ? 44 : 26)];
        const y = linear(scale.max, bottom, top);
        const columns = bands(data.length, left, width - 8, 0.25);
        const thick = Math.min(MAX_BAR, columns.inner);
        const mid = (i: number) => left + columns.step * (i + 0.5);
        return (
          <>
            <ValueAxis
              className="chart-y-ticks"
              side="left"
              ticks={scale.ticks}
              at={y}
              format={format}
              offset={left}
              grid={[left, width - 8]}
            />
            <CategoryAxis
              className="chart-x-ticks"
              side="bottom"
              labels={labels}
              at={mid}
              offset={bottom}
              room={columns.step - 4}
            />
            {categoryLabel && (
              <AxisTitle x={(left + width - 8) / 2} y={height - 4}>
                {categoryLabel}
              </AxisTitle>
            )}
            {data.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a category's place is its identity (labels may repeat)
              <g key={`${i}-${d.label}`}>
                <rect
                  x={mid(i) - thick / 2}
                  y={y(d.value)}
                  width={thick}
                  height={Math.max(0, bottom - y(d.value))}
                  rx={3}
                  fill={fill}
                >
                  <title>{tip(d.label, seriesLabel, format(d.value))}</title>
                </rect>
                <text x={mid(i)} y={y(d.value) - 5} textAnchor="middle" fill={TEXT_FILL}>
                  {format(d.value)}
                </text>
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
