import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type BarDatum = { label: string; value: number };

type Props = {
  data: BarDatum[];
  seriesLabel: string;
  color?: string;
  unit?: string;
  /** Horizontal bars (long labels such as school names) or columns. */
  horizontal?: boolean;
  max?: number;
};

/** One series of bars, labelled with their values. */
/** Room past the longest bar for its value label. */
const headroom = (dataMax: number) => Math.ceil(dataMax * 1.2);

export function BarsChart({ data, seriesLabel, color = 'blue.6', unit = '', horizontal = false, max }: Props) {
  const format = (v: number) => `${v}${unit}`;
  return (
    <BarChart
      h={horizontal ? data.length * 40 + 50 : 260}
      data={data}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[{ name: 'value', label: seriesLabel, color }]}
      valueFormatter={format}
      yAxisProps={horizontal ? { width: 140 } : { domain: [0, max ?? headroom] }}
      xAxisProps={horizontal ? { domain: [0, max ?? headroom] } : undefined}
      withBarValueLabel
      barChartProps={{ margin: { right: 48 } }}
      maxBarWidth={32}
      gridAxis={horizontal ? 'x' : 'y'}
      accessibilityLayer={false}
    />
  );
}
