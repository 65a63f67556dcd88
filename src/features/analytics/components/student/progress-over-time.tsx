import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { StudentMonth } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { LINES_HEIGHT } from '#src/components/charts/chart-heights';
import { LinesChart } from '#src/components/charts/lazy-charts';
import { monthLabel } from './months';
import { percentText } from '#src/lib/format';

/** The share of the deck the class has covered at the end of each month, with the month's new slides. */
export function ProgressOverTime({ months, totalSlides }: { months: StudentMonth[]; totalSlides: number }) {
  const { t } = useLingui();
  const list = months.map((m) => `${monthLabel(m.month)} ${percentText(m.cumulative_percentage)}`).join(', ');
  const summary = t`Line chart of the share of the course your class had covered, month by month: ${list}`;
  const table = (
    <SimpleTable
      caption={t`How much of the course's ${plural(totalSlides, { one: '# slide', other: '# slides' })} your class had covered by the end of each month, and the slides new that month`}
      head={[t`Month`, t`Sessions`, t`Covered`]}
      numeric={[1, 2]}
      empty={t`Your class has not had a session yet`}
      rows={months.map((m) => {
        const cumulative = m.cumulative_slides;
        const fresh = m.slides_covered;
        return {
          key: m.month,
          cells: [
            monthLabel(m.month),
            m.sessions,
            <span key="covered" style={{ whiteSpace: 'nowrap' }}>
              {m.cumulative_percentage}%
              <Text component="span" display="block" size="xs" c="dimmed">
                {t`${plural(cumulative, { one: '# slide', other: '# slides' })}, ${fresh} new`}
              </Text>
            </span>,
          ],
        };
      })}
    />
  );
  return (
    <ChartCard
      title={t`Your class's progress over time`}
      summary={summary}
      table={table}
      height={LINES_HEIGHT}
      chart={
        months.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            <Trans>Your class has not had a session yet</Trans>
          </Text>
        ) : (
          <LinesChart
            data={months.map((m) => ({ label: monthLabel(m.month), covered: m.cumulative_percentage }))}
            series={[{ name: 'covered', label: t`Course covered %`, color: 'blue.6' }]}
          />
        )
      }
    />
  );
}
