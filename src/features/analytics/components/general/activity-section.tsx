import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ScrollArea } from '@mantine/core';
import type { DailyPoint } from '#contract/analytics-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { formatDate } from '#src/lib/format';
import { ACTIVITY_HEIGHT } from '#src/components/charts/chart-heights';
import { ActivityChart } from '#src/components/charts/lazy-charts';
import { percent } from '../figures';

/** Sessions and attendance day by day over the range. */
export function ActivitySection({ series }: { series: DailyPoint[] }) {
  const { t } = useLingui();
  const sessions = series.reduce((n, p) => n + p.sessions, 0);
  const busiest = series.reduce<DailyPoint | null>((best, p) => (!best || p.sessions > best.sessions ? p : best), null);
  const days = series.length;
  const busiestDay = formatDate(busiest?.date);
  const busiestSessions = busiest?.sessions;
  const summary =
    sessions === 0
      ? t`Chart of sessions per day: no sessions in the range.`
      : t`Chart of sessions per day over ${plural(days, { one: '# day', other: '# days' })}: ${plural(sessions, { one: '# session', other: '# sessions' })} in all, the busiest day ${busiestDay} with ${busiestSessions}.`;
  const table = (
    <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': t`Sessions per day` }}>
      <SimpleTable
        head={[t`Date`, t`Sessions`, t`Students attended`, t`Attendance`, t`New users`]}
        numeric={[1, 2, 3, 4]}
        minWidth={480}
        rows={[...series].reverse().map((p) => ({
          key: p.date,
          cells: [formatDate(p.date), p.sessions, p.students_attended, percent(p.attendance), p.new_users],
        }))}
      />
    </ScrollArea.Autosize>
  );
  return (
    <ChartCard
      title={t`Sessions over time`}
      summary={summary}
      chart={<ActivityChart series={series} />}
      table={table}
      height={ACTIVITY_HEIGHT}
    />
  );
}
