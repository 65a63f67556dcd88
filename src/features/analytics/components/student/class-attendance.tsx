import { Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import type { StudentMonth } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { LINES_HEIGHT } from '#src/components/charts/chart-heights';
import { LinesChart } from '#src/components/charts/lazy-charts';
import { percent, plural } from '../figures';
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
  const recorded = months.filter((m) => m.attendance_rate !== null);
  const summary = `Line chart of your class's attendance, month by month: ${months
    .map((m) => `${monthLabel(m.month)} ${percent(m.attendance_rate)}`)
    .join(', ')}`;
  const table = (
    <SimpleTable
      caption={
        attendance.rate === null
          ? "Your class's attendance"
          : `Your class's attendance: ${attendance.rate}% over ${plural(attendance.sessions, 'session')}`
      }
      head={['Month', 'Sessions', 'Attendance']}
      numeric={[1, 2]}
      empty="No attendance recorded yet"
      rows={months.map((m) => ({
        key: m.month,
        cells: [monthLabel(m.month), m.sessions, percent(m.attendance_rate)],
      }))}
    />
  );
  return (
    <ChartCard
      title="Your class's attendance"
      summary={summary}
      table={table}
      height={LINES_HEIGHT}
      chart={
        recorded.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No attendance recorded yet
          </Text>
        ) : (
          <LinesChart
            data={months.map((m) => ({ label: monthLabel(m.month), attendance: m.attendance_rate }))}
            series={[{ name: 'attendance', label: "Class's attendance %", color: 'teal.6' }]}
          />
        )
      }
    />
  );
}
