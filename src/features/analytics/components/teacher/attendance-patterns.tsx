import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { DONUT_HEIGHT } from '#src/components/charts/chart-heights';
import { Donut } from '#src/components/charts/lazy-charts';

const BANDS = [
  { key: 'excellent', label: msg`Excellent`, range: msg`90% or more`, color: 'green.6' },
  { key: 'good', label: msg`Good`, range: msg`75 to 89%`, color: 'blue.6' },
  { key: 'needsAttention', label: msg`Needs Attention`, range: msg`below 75%`, color: 'red.6' },
] as const;

/** Sessions by attendance band, with advice when some fell below 75%. */
export function AttendancePatterns({ patterns }: { patterns: TeacherAnalytics['attendancePatterns'] }) {
  const { i18n, t } = useLingui();
  const bands = BANDS.map((b) => ({ ...b, label: i18n._(b.label), range: i18n._(b.range), count: patterns[b.key] }));
  const total = bands.reduce((n, b) => n + b.count, 0);
  const list = bands.map((b) => `${b.label} ${b.count}`).join(', ');
  const summary = t`Donut chart of sessions by attendance: ${list}`;
  const low = patterns.needsAttention;
  const table = (
    <SimpleTable
      head={[t`Band`, t`Attendance`, t`Sessions`]}
      numeric={[2]}
      rows={bands.map((b) => ({ key: b.key, cells: [b.label, b.range, b.count] }))}
    />
  );
  return (
    <Stack gap="sm">
      <ChartCard
        title={t`Attendance Patterns`}
        summary={summary}
        height={DONUT_HEIGHT}
        chart={
          total === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              <Trans>No sessions with attendance in this period</Trans>
            </Text>
          ) : (
            <Donut data={bands.map((b) => ({ name: b.label, value: b.count, color: b.color }))} />
          )
        }
        table={table}
      />
      <SimpleGrid cols={3} spacing="xs">
        {bands.map((b) => (
          <Stack key={b.key} gap={0} align="center" role="group" aria-label={b.label}>
            <Text fw={700} size="xl">
              {b.count}
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
      {low > 0 && (
        <Alert color="yellow" icon={<IconBulb />} title={t`Recommendation`} variant="light">
          <Trans>
            <Plural value={low} one="# session" other="# sessions" /> had attendance below 75%. Talk to those classes
            about what keeps students away, and remind them of the next session a day before.
          </Trans>
        </Alert>
      )}
    </Stack>
  );
}
