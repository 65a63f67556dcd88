import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { DONUT_HEIGHT } from '#src/components/charts/chart-heights';
import { Donut } from '#src/components/charts/lazy-charts';
import { plural } from '../figures';

const BANDS = [
  { key: 'excellent', label: 'Excellent', range: '90% or more', color: 'green.6' },
  { key: 'good', label: 'Good', range: '75 to 89%', color: 'blue.6' },
  { key: 'needsAttention', label: 'Needs Attention', range: 'below 75%', color: 'red.6' },
] as const;

/** Sessions by attendance band, with advice when some fell below 75%. */
export function AttendancePatterns({ patterns }: { patterns: TeacherAnalytics['attendancePatterns'] }) {
  const total = BANDS.reduce((n, b) => n + patterns[b.key], 0);
  const summary = `Donut chart of sessions by attendance: ${BANDS.map((b) => `${b.label} ${patterns[b.key]}`).join(', ')}`;
  const table = (
    <SimpleTable
      head={['Band', 'Attendance', 'Sessions']}
      numeric={[2]}
      rows={BANDS.map((b) => ({ key: b.key, cells: [b.label, b.range, patterns[b.key]] }))}
    />
  );
  return (
    <Stack gap="sm">
      <ChartCard
        title="Attendance Patterns"
        summary={summary}
        height={DONUT_HEIGHT}
        chart={
          total === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              No sessions with attendance in this period
            </Text>
          ) : (
            <Donut data={BANDS.map((b) => ({ name: b.label, value: patterns[b.key], color: b.color }))} />
          )
        }
        table={table}
      />
      <SimpleGrid cols={3} spacing="xs">
        {BANDS.map((b) => (
          <Stack key={b.key} gap={0} align="center" role="group" aria-label={b.label}>
            <Text fw={700} size="xl">
              {patterns[b.key]}
            </Text>
            <Text size="xs" ta="center">
              {b.label}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {b.range}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {patterns.needsAttention > 0 && (
        <Alert color="yellow" icon={<IconBulb />} title="Recommendation" variant="light">
          {plural(patterns.needsAttention, 'session')} had attendance below 75%. Talk to those classes about what keeps
          students away, and remind them of the next session a day before.
        </Alert>
      )}
    </Stack>
  );
}
