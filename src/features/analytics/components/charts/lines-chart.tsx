import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { LINES_HEIGHT } from './chart-heights';

export type LineSeries = { name: string; label: string; color: string };

export const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** Percentages over time (months), one line per series, a gap where a point has no figure. */
export function LinesChart({ data, series }: { data: Record<string, string | number | null>[]; series: LineSeries[] }) {
  return (
    <LineChart
      h={LINES_HEIGHT}
      data={data}
      dataKey="label"
      series={series}
      yAxisProps={{ domain: [0, 100], ticks: PERCENT_TICKS, interval: 0, width: 44 }}
      // The first and the last point keep their whole dot and label inside the card.
      xAxisProps={{ padding: { left: 16, right: 16 } }}
      valueFormatter={(v) => `${v}%`}
      withLegend
      // Legend items in the order of the series, not sorted by name.
      legendProps={{ itemSorter: null }}
      connectNulls={false}
      curveType="linear"
      accessibilityLayer={false}
    />
  );
}
