import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import { HOURS_PER_SESSION, percentChange } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { signed } from '../figures';
import { Panel } from './panel';

/** Sessions this week and this month against the one before, and the hours logged. */
export function SessionActivity({ analytics: a }: { analytics: TeacherAnalytics }) {
  const { t } = useLingui();
  const time = a.timeAnalytics;
  const lastWeek = time.lastWeek;
  const lastMonth = time.lastMonth;
  const weekChange = percentChange(time.thisWeek, lastWeek);
  const monthChange = percentChange(time.thisMonth, lastMonth);
  const weekSigned = signed(weekChange);
  const monthSigned = signed(monthChange);
  const hours = a.overallMetrics.hoursLogged;
  const perSession = HOURS_PER_SESSION;
  const rows = [
    {
      key: 'week',
      label: t`This week`,
      value: time.thisWeek,
      note: weekChange === null ? t`${lastWeek} last week` : t`${lastWeek} last week (${weekSigned})`,
    },
    {
      key: 'month',
      label: t`This month`,
      value: time.thisMonth,
      note: monthChange === null ? t`${lastMonth} last month` : t`${lastMonth} last month (${monthSigned})`,
    },
    {
      key: 'hours',
      label: t`Hours logged`,
      value: t`${hours} h`,
      note: t`Estimated at ${perSession} h per session in the period`,
    },
  ];
  return (
    <Panel title={t`Session Activity`}>
      <Stack gap="sm">
        {rows.map((r) => (
          <Box key={r.key} role="group" aria-label={r.label}>
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
