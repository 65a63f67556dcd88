import { Box, Group, Stack, Text } from '@mantine/core';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { plural } from '#src/lib/format';
import { Panel } from './panel';

/** Sessions per teaching day, the weekday with most sessions, and the share of weeks with a session. */
export function TimeAnalytics({ time: t }: { time: TeacherAnalytics['timeAnalytics'] }) {
  const rows = [
    { label: 'Daily average', value: plural(t.dailyAverage, 'session'), note: 'Per day you taught' },
    {
      label: 'Best day',
      value: t.bestDay ?? 'N/A',
      note: t.bestDay ? 'Most sessions on this weekday' : 'No sessions in the period',
    },
    { label: 'Consistency', value: `${t.weeklyConsistency}%`, note: 'Weeks with at least one session' },
  ];
  return (
    <Panel title="Time Analytics">
      <Stack gap="sm">
        {rows.map((r) => (
          <Box key={r.label} role="group" aria-label={r.label}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{r.label}</Text>
              <Text fw={700}>{r.value}</Text>
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
