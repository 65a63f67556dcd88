import { Text } from '@mantine/core';
import type { StudentMonth } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { LINES_HEIGHT } from '#src/components/charts/chart-heights';
import { LinesChart } from '#src/components/charts/lazy-charts';
import { plural } from '../figures';
import { monthLabel } from './months';

/** The share of the deck the class has covered at the end of each month, with the month's new slides. */
export function ProgressOverTime({ months, totalSlides }: { months: StudentMonth[]; totalSlides: number }) {
  const summary = `Line chart of the share of the course your class had covered, month by month: ${months
    .map((m) => `${monthLabel(m.month)} ${m.cumulative_percentage}%`)
    .join(', ')}`;
  const table = (
    <SimpleTable
      caption={`How much of the course's ${plural(totalSlides, 'slide')} your class had covered by the end of each month, and the slides new that month`}
      head={['Month', 'Sessions', 'Covered']}
      numeric={[1, 2]}
      empty="Your class has not had a session yet"
      rows={months.map((m) => ({
        key: m.month,
        cells: [
          monthLabel(m.month),
          m.sessions,
          <span key="covered" style={{ whiteSpace: 'nowrap' }}>
            {m.cumulative_percentage}%
            <Text component="span" display="block" size="xs" c="dimmed">
              {plural(m.cumulative_slides, 'slide')}, {m.slides_covered} new
            </Text>
          </span>,
        ],
      }))}
    />
  );
  return (
    <ChartCard
      title="Your class's progress over time"
      summary={summary}
      table={table}
      height={LINES_HEIGHT}
      chart={
        months.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            Your class has not had a session yet
          </Text>
        ) : (
          <LinesChart
            data={months.map((m) => ({ label: monthLabel(m.month), covered: m.cumulative_percentage }))}
            series={[{ name: 'covered', label: 'Course covered %', color: 'blue.6' }]}
          />
        )
      }
    />
  );
}
