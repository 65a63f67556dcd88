import { Box, Group, Stack, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { plural } from '#src/lib/format';
import { percent, signedPercent } from '../figures';
import { SectionCard } from '../section-card';

/** Sessions today, average progress and Performance: the real change in sessions against the previous 7 days. */
export function TodaysOverview({
  sessionsToday,
  week,
}: {
  sessionsToday: number | null;
  week: GeneralAnalytics | null;
}) {
  const growth = week?.trends.sessionGrowth ?? null;
  const change = growth?.change ?? null;
  const color = change === null || change === 0 ? undefined : change > 0 ? 'green' : 'red';
  return (
    <SectionCard title="Today's Overview">
      <Stack gap="sm">
        <Row label="Sessions Today" value={sessionsToday === null ? '—' : String(sessionsToday)} />
        <Row label="Average Progress" value={week ? percent(week.overview.average_progress) : '—'} />
        <Row
          label="Performance"
          value={
            <Group gap={4} c={color} wrap="nowrap">
              {change !== null && change > 0 && <IconTrendingUp size={16} aria-hidden />}
              {change !== null && change < 0 && <IconTrendingDown size={16} aria-hidden />}
              {signedPercent(change)}
            </Group>
          }
          hint={
            growth
              ? change === null
                ? `${plural(growth.current ?? 0, 'session')} this week; none the week before to compare`
                : `${plural(growth.current ?? 0, 'session')} in the last 7 days against ${growth.previous} in the 7 before`
              : 'Unavailable right now'
          }
        />
      </Stack>
    </SectionCard>
  );
}

function Row({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <Box role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text fw={700} component="div" data-stat={label}>
          {value}
        </Text>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Box>
  );
}
