import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { GeneralAnalytics } from '#contract/analytics-types';
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
  const { t } = useLingui();
  const growth = week?.trends.sessionGrowth ?? null;
  const change = growth?.change ?? null;
  const color = change === null || change === 0 ? undefined : change > 0 ? 'green' : 'red';
  const current = growth?.current ?? 0;
  const previous = growth?.previous;
  return (
    <SectionCard title={t`Today's Overview`}>
      <Stack gap="sm">
        <Row
          stat="Sessions Today"
          label={t`Sessions Today`}
          value={sessionsToday === null ? '—' : String(sessionsToday)}
        />
        <Row
          stat="Average Progress"
          label={t`Average Progress`}
          value={week ? percent(week.overview.average_progress) : '—'}
        />
        <Row
          stat="Performance"
          label={t`Performance`}
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
                ? t`${plural(current, { one: '# session', other: '# sessions' })} this week; none the week before to compare`
                : t`${plural(current, { one: '# session', other: '# sessions' })} in the last 7 days against ${previous} in the 7 before`
              : t`Unavailable right now`
          }
        />
      </Stack>
    </SectionCard>
  );
}

/** `stat`: the figure's name for tests (data-stat), in English whatever the reader's language. */
function Row({ stat, label, value, hint }: { stat: string; label: string; value: React.ReactNode; hint?: string }) {
  return (
    <Box role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text fw={700} component="div" data-stat={stat}>
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
