import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import type { DailyPoint } from '#contract/analytics-types';
import { formatDayMonth as dayLabel } from '#src/lib/format';
import { ACTIVITY_HEIGHT } from './chart-heights';

/** Sessions per day (bars) with the day's attendance rate (line, right axis). */
export function ActivityChart({ series }: { series: DailyPoint[] }) {
  const data = series.map((p) => ({ day: dayLabel(p.date), sessions: p.sessions, attendance: p.attendance }));
  return (
    <CompositeChart
      h={ACTIVITY_HEIGHT}
      data={data}
      dataKey="day"
      withLegend
      withRightYAxis
      rightYAxisProps={{
        domain: [0, 100],
        ticks: [0, 25, 50, 75, 100],
        interval: 0,
        tickFormatter: (v: number) => `${v}%`,
      }}
      series={[
        { name: 'sessions', label: 'Sessions', color: 'blue.6', type: 'bar' },
        { name: 'attendance', label: 'Attendance %', color: 'teal.6', type: 'line', yAxisId: 'right' },
      ]}
      connectNulls
      maxBarWidth={24}
      withDots={series.length <= 31}
      curveType="monotone"
      accessibilityLayer={false}
    />
  );
}
