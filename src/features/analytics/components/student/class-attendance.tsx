import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import type { StudentMonth } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { LINES_HEIGHT } from '#src/components/charts/chart-heights';
import { LinesChart } from '#src/components/charts/lazy-charts';
import { percent } from '../figures';
import { monthLabel } from './months';

/**
 * Attendance is recorded per session for the whole class, not per student: this is the class's rate, month by
 * month, and says so.
 */
export function ClassAttendance({
  months,
  attendance,
}: {
  months: StudentMonth[];
  attendance: StudentProgress['attendance'];
}) {
  const { t } = useLingui();
  const recorded = months.filter((m) => m.attendance_rate !== null);
  const list = months.map((m) => `${monthLabel(m.month)} ${percent(m.attendance_rate)}`).join(', ');
  const summary = t`Line chart of your class's attendance, month by month: ${list}`;
  const rate = attendance.rate;
  const sessions = attendance.sessions;
  const table = (
    <SimpleTable
      caption={
        rate === null
          ? t`Your class's attendance`
          : t`Your class's attendance: ${rate}% over ${plural(sessions, { one: '# session', other: '# sessions' })}`
      }
      head={[t`Month`, t`Sessions`, t`Attendance`]}
      numeric={[1, 2]}
      empty={t`No attendance recorded yet`}
      rows={months.map((m) => ({
        key: m.month,
        cells: [monthLabel(m.month), m.sessions, percent(m.attendance_rate)],
      }))}
    />
  );
  return (
    <ChartCard
      title={t`Your class's attendance`}
      summary={summary}
      table={table}
      height={LINES_HEIGHT}
      chart={
        recorded.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            <Trans>No attendance recorded yet</Trans>
          </Text>
        ) : (
          <LinesChart
            data={months.map((m) => ({ label: monthLabel(m.month), attendance: m.attendance_rate }))}
            series={[{ name: 'attendance', label: t`Class's attendance %`, color: 'teal.6' }]}
          />
        )
      }
    />
  );
}
