import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { classPerformanceHeight } from './chart-heights';

export type ClassPerformanceDatum = { label: string; attendance: number | null; progress: number };

const PERCENT_TICKS = [0, 25, 50, 75, 100];

/**
 * Attendance and curriculum progress per class, side by side (percent). On a phone the bars lie down, one class
 * per row, so each class keeps a readable label however many classes there are.
 */
export function ClassPerformanceChart({ data, narrow }: { data: ClassPerformanceDatum[]; narrow: boolean }) {
  // Every tick is labelled, on a phone too (recharts drops labels it thinks would touch: 0, 25, 50, 100).
  const percentAxis = { domain: [0, 100], ticks: PERCENT_TICKS, interval: 0 as const };
  return (
    <BarChart
      h={classPerformanceHeight(data.length, narrow)}
      data={data}
      dataKey="label"
      orientation={narrow ? 'vertical' : 'horizontal'}
      series={[
        { name: 'attendance', label: 'Avg attendance %', color: 'teal.6' },
        { name: 'progress', label: 'Progress %', color: 'blue.6' },
      ]}
      yAxisProps={narrow ? { width: 100, interval: 0 } : percentAxis}
      xAxisProps={narrow ? percentAxis : { interval: 0 }}
      valueFormatter={(v) => `${v}%`}
      withLegend
      maxBarWidth={28}
      gridAxis={narrow ? 'x' : 'y'}
      accessibilityLayer={false}
    />
  );
}
