import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { barsHeight } from './chart-heights';
import { niceScale } from './nice-scale';

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

/** One series of bars, labelled with their values. */
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
      : { max, ticks: Array.from({ length: steps + 1 }, (_, i) => (i * max) / steps) };
  const valueAxis = { domain: [0, scale.max], ticks: scale.ticks, tickFormatter: format };
  return (
    <BarChart
      h={barsHeight(data.length, horizontal)}
      data={data}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[{ name: 'value', label: seriesLabel, color }]}
      valueFormatter={format}
      // Every category keeps its label: recharts would otherwise drop those that do not fit.
      yAxisProps={horizontal ? { width: 140, interval: 0 } : valueAxis}
      xAxisProps={horizontal ? valueAxis : { interval: 0 }}
      xAxisLabel={horizontal ? undefined : categoryLabel}
      withBarValueLabel
      // A margin replaces Mantine's whole default, its room under the axis label included.
      barChartProps={{ margin: { right: horizontal ? 48 : 8, bottom: categoryLabel && !horizontal ? 30 : undefined } }}
      maxBarWidth={32}
      gridAxis={horizontal ? 'x' : 'y'}
      accessibilityLayer={false}
    />
  );
}
