import { SimpleGrid } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { ROLE_LABELS } from '#contract/roles';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { barsHeight, DONUT_HEIGHT } from '#src/components/charts/chart-heights';
import { BarsChart, Donut } from '#src/components/charts/lazy-charts';

const BOARD_COLORS = ['blue.6', 'teal.6', 'yellow.6', 'gray.6', 'pink.6', 'cyan.6'];

const summarize = (items: { label: string; value: number }[]) =>
  items.map((i) => `${i.label} ${i.value}`).join(', ') || 'none';

/** Users by role, students by grade and schools by board. */
export function DistributionsSection({ distributions: d }: { distributions: GeneralAnalytics['distributions'] }) {
  const roles = d.usersByRole.filter((r) => r.count > 0).map((r) => ({ label: ROLE_LABELS[r.role], value: r.count }));
  const grades = d.studentsByGrade.map((g) => ({ label: `Class ${g.grade}`, value: g.count }));
  const boards = d.schoolsByBoard.map((b, i) => ({
    label: b.board || 'Not set',
    value: b.count,
    color: BOARD_COLORS[i % BOARD_COLORS.length] ?? 'blue.6',
  }));
  const table = (head: string, items: { label: string; value: number }[], empty: string) => (
    <SimpleTable
      head={[head, 'Count']}
      numeric={[1]}
      empty={empty}
      rows={items.map((i) => ({ key: i.label, cells: [i.label, i.value] }))}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ChartCard
        title="Users by role"
        summary={`Bar chart of users by role: ${summarize(roles)}`}
        chart={<BarsChart data={roles} seriesLabel="Users" horizontal color="violet.6" />}
        table={table('Role', roles, 'No users')}
        height={barsHeight(roles.length, true)}
      />
      <ChartCard
        title="Students by grade"
        summary={`Bar chart of students by grade: ${summarize(grades)}`}
        chart={
          <BarsChart
            data={d.studentsByGrade.map((g) => ({ label: String(g.grade), value: g.count }))}
            seriesLabel="Students"
            categoryLabel="Class"
            color="cyan.6"
          />
        }
        table={table('Grade', grades, 'No students')}
        height={barsHeight(grades.length, false)}
      />
      <ChartCard
        title="Schools by board"
        summary={`Donut chart of schools by board: ${summarize(boards)}`}
        chart={<Donut data={boards.map((b) => ({ name: b.label, value: b.value, color: b.color }))} />}
        table={table('Board', boards, 'No schools')}
        height={DONUT_HEIGHT}
      />
    </SimpleGrid>
  );
}
