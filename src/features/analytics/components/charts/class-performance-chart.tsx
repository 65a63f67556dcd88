import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type ClassPerformanceDatum = { label: string; attendance: number | null; progress: number };

/** Attendance and curriculum progress per class, side by side (percent). */
export function ClassPerformanceChart({ data }: { data: ClassPerformanceDatum[] }) {
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="label"
      series={[
        { name: 'attendance', label: 'Avg attendance %', color: 'teal.6' },
        { name: 'progress', label: 'Progress %', color: 'blue.6' },
      ]}
      yAxisProps={{ domain: [0, 100] }}
      valueFormatter={(v) => `${v}%`}
      withLegend
      xAxisProps={{ interval: 0 }}
      maxBarWidth={28}
      accessibilityLayer={false}
    />
  );
}
