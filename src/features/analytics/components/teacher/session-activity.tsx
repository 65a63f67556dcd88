import { Box, Group, Stack, Text } from '@mantine/core';
import { HOURS_PER_SESSION, percentChange } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { signed } from '../figures';
import { Panel } from './panel';

/** Sessions this week and this month against the one before, and the hours logged. */
export function SessionActivity({ analytics: a }: { analytics: TeacherAnalytics }) {
  const t = a.timeAnalytics;
  const rows = [
    { label: 'This week', value: t.thisWeek, note: compare(t.thisWeek, t.lastWeek, 'last week') },
    { label: 'This month', value: t.thisMonth, note: compare(t.thisMonth, t.lastMonth, 'last month') },
    {
      label: 'Hours logged',
      value: `${a.overallMetrics.hoursLogged} h`,
      note: `Estimated at ${HOURS_PER_SESSION} h per session in the period`,
    },
  ];
  return (
    <Panel title="Session Activity">
      <Stack gap="sm">
        {rows.map((r) => (
          <Box key={r.label} role="group" aria-label={r.label}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{r.label}</Text>
              <Text fw={700} size="lg">
                {r.value}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {r.note}
            </Text>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}

function compare(now: number, before: number, what: string): string {
  const change = percentChange(now, before);
  return change === null ? `${before} ${what}` : `${before} ${what} (${signed(change)})`;
}
