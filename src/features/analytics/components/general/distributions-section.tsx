import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { ROLE_LABELS } from '#contract/roles';
import { ChartCard } from '#src/components/chart-card';
import { contractText } from '#src/i18n/contract-text';
import { SimpleTable } from '#src/components/simple-table';
import { barsHeight, DONUT_HEIGHT } from '#src/components/charts/chart-heights';
import { BarsChart, Donut } from '#src/components/charts/lazy-charts';
import { boardLabel } from '#src/lib/board-label';

const BOARD_COLORS = ['blue.6', 'teal.6', 'yellow.6', 'gray.6', 'pink.6', 'cyan.6'];

const summarize = (items: { label: string; value: number }[], none: string) =>
  items.map((i) => `${i.label} ${i.value}`).join(', ') || none;

/** Users by role, students by grade and schools by board. */
export function DistributionsSection({ distributions: d }: { distributions: GeneralAnalytics['distributions'] }) {
  const { i18n, t } = useLingui();
  // The contract's role names, in the reader's language once they have ids (contract/messages.ts).
  const roles = d.usersByRole
    .filter((r) => r.count > 0)
    .map((r) => ({ label: contractText(ROLE_LABELS[r.role]), value: r.count }));
  const grades = d.studentsByGrade.map(({ grade, count }) => ({
    label: t({ message: `Class ${grade}`, context: 'grade' }),
    value: count,
  }));
  const boards = d.schoolsByBoard.map((b, i) => ({
    // A school without a board is counted under 'Other' by the server; the boards' names in the reader's language.
    label: boardLabel(b.board, i18n) || t`Not set`,
    value: b.count,
    color: BOARD_COLORS[i % BOARD_COLORS.length] ?? 'blue.6',
  }));
  const none = t`none`;
  const rolesText = summarize(roles, none);
  const gradesText = summarize(grades, none);
  const boardsText = summarize(boards, none);
  const table = (head: string, items: { label: string; value: number }[], empty: string) => (
    <SimpleTable
      head={[head, t`Count`]}
      numeric={[1]}
      empty={empty}
      rows={items.map((i) => ({ key: i.label, cells: [i.label, i.value] }))}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ChartCard
        title={t`Users by role`}
        summary={t`Bar chart of users by role: ${rolesText}`}
        chart={<BarsChart data={roles} seriesLabel={t`Users`} horizontal color="violet.6" />}
        table={table(t`Role`, roles, t`No users`)}
        height={barsHeight(roles.length, true)}
      />
      <ChartCard
        title={t`Students by grade`}
        summary={t`Bar chart of students by grade: ${gradesText}`}
        chart={
          <BarsChart
            data={d.studentsByGrade.map((g) => ({ label: String(g.grade), value: g.count }))}
            seriesLabel={t`Students`}
            categoryLabel={t({ message: 'Class', context: 'grade' })}
            color="cyan.6"
          />
        }
        table={table(t`Grade`, grades, t`No students`)}
        height={barsHeight(grades.length, false)}
      />
      <ChartCard
        title={t`Schools by board`}
        summary={t`Donut chart of schools by board: ${boardsText}`}
        chart={<Donut data={boards.map((b) => ({ name: b.label, value: b.value, color: b.color }))} />}
        table={table(t`Board`, boards, t`No schools`)}
        height={DONUT_HEIGHT}
      />
    </SimpleGrid>
  );
}
