import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconCircleCheck,
  IconCircleDashed,
  IconFlame,
} from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { contractText } from '#src/i18n/contract-text';
import { formatDate } from '#src/lib/format';
import { Panel } from './panel';

/**
 * Streaks, session milestones and changes against the previous period. The server's words (milestones, areas, a
 * detail with words) in the reader's language; a detail of plain figures ('+3 (2 → 5)') stays as it is.
 */
export function AchievementsSection({ achievements: a }: { achievements: TeacherAnalytics['achievements'] }) {
  const { t } = useLingui();
  const s = a.streaks;
  const currentWeeks = s.currentWeeks;
  const currentDays = s.currentDays;
  const longestWeeks = s.longestWeeks;
  const longestDays = s.longestDays;
  return (
    <Panel title={t`Achievements`}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Stack gap={4} role="group" aria-label={t`Current streak`}>
          <Group gap="xs">
            <ThemeIcon color="orange" variant="light" aria-hidden>
              <IconFlame size={18} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              <Plural value={currentWeeks} one="# week" other="# weeks" />
            </Text>
          </Group>
          <Text size="sm">
            <Trans>in a row with at least one session</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {/* Two runs, of days and of weeks: not one length of time ('14 weeks and 5 days' read as one). */}
            <Trans>
              Teaching days in a row: {currentDays} now, longest{' '}
              <Plural value={longestDays} one="# day" other="# days" /> · longest run of weeks:{' '}
              <Plural value={longestWeeks} one="# week" other="# weeks" />
            </Trans>
          </Text>
        </Stack>
        <Stack gap={4} component="section" aria-label={t`Milestones`}>
          <Text fw={600} size="sm">
            <Trans>Milestones</Trans>
          </Text>
          {a.milestones.map((m) => (
            <Group key={m.target} gap="xs" wrap="nowrap">
              {m.achieved ? (
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-label={t`Achieved`} />
              ) : (
                <IconCircleDashed size={16} color="var(--mantine-color-gray-6)" aria-label={t`Not yet`} />
              )}
              <Text size="sm">
                {contractText(m.description)}
                {m.date ? ` · ${formatDate(m.date)}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4} component="section" aria-label={t`Improvements`}>
          <Text fw={600} size="sm">
            <Trans>Improvements</Trans>
          </Text>
          {a.improvements.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No change against the previous period yet</Trans>
            </Text>
          ) : (
            a.improvements.map((i) => (
              <Group key={i.area} gap="xs" wrap="nowrap" c={i.trend === 'up' ? 'green' : 'red'}>
                {i.trend === 'up' ? (
                  <IconArrowUpRight size={16} aria-label={t`Up`} />
                ) : (
                  <IconArrowDownRight size={16} aria-label={t`Down`} />
                )}
                <Text size="sm">
                  {contractText(i.area)}: {contractText(i.detail)}
                </Text>
              </Group>
            ))
          )}
        </Stack>
      </SimpleGrid>
    </Panel>
  );
}
