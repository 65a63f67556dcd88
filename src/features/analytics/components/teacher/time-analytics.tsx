import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { Panel } from './panel';
import { percentText } from '#src/lib/format';

/** The server names the best day in English ('Monday'): shown in the reader's language. */
const WEEKDAYS: Record<string, MessageDescriptor> = {
  Monday: msg`Monday`,
  Tuesday: msg`Tuesday`,
  Wednesday: msg`Wednesday`,
  Thursday: msg`Thursday`,
  Friday: msg`Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
};

/** Sessions per teaching day, the weekday with most sessions, and the share of weeks with a session. */
export function TimeAnalytics({ time }: { time: TeacherAnalytics['timeAnalytics'] }) {
  const { i18n, t } = useLingui();
  const daily = time.dailyAverage;
  const weekday = time.bestDay && Object.hasOwn(WEEKDAYS, time.bestDay) ? WEEKDAYS[time.bestDay] : undefined;
  const rows = [
    {
      key: 'daily',
      label: t`Daily average`,
      value: t`${plural(daily, { one: '# session', other: '# sessions' })}`,
      note: t`Per day you taught`,
    },
    {
      key: 'best',
      label: t`Best day`,
      value: weekday ? i18n._(weekday) : (time.bestDay ?? t`N/A`),
      note: time.bestDay ? t`Most sessions on this weekday` : t`No sessions in the period`,
    },
    {
      key: 'consistency',
      label: t`Consistency`,
      value: percentText(time.weeklyConsistency),
      note: t`Weeks with at least one session`,
    },
  ];
  return (
    <Panel title={t`Time Analytics`}>
      <Stack gap="sm">
        {rows.map((r) => (
          <Box key={r.key} role="group" aria-label={r.label}>
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
