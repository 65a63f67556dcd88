import { Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconCircleCheck,
  IconCircleDashed,
  IconFlame,
} from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { formatDate } from '#src/lib/format';
import { plural } from '../figures';
import { Panel } from './panel';

/** Streaks, session milestones and changes against the previous period. */
export function AchievementsSection({ achievements: a }: { achievements: TeacherAnalytics['achievements'] }) {
  const s = a.streaks;
  return (
    <Panel title="Achievements">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Stack gap={4} role="group" aria-label="Current streak">
          <Group gap="xs">
            <ThemeIcon color="orange" variant="light" aria-hidden>
              <IconFlame size={18} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {plural(s.currentWeeks, 'week')}
            </Text>
          </Group>
          <Text size="sm">in a row with at least one session</Text>
          <Text size="xs" c="dimmed">
            Teaching days in a row now: {s.currentDays} · longest run {plural(s.longestWeeks, 'week')} and{' '}
            {plural(s.longestDays, 'day')}
          </Text>
        </Stack>
        <Stack gap={4} component="section" aria-label="Milestones">
          <Text fw={600} size="sm">
            Milestones
          </Text>
          {a.milestones.map((m) => (
            <Group key={m.target} gap="xs" wrap="nowrap">
              {m.achieved ? (
                <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-label="Achieved" />
              ) : (
                <IconCircleDashed size={16} color="var(--mantine-color-gray-6)" aria-label="Not yet" />
              )}
              <Text size="sm">
                {m.description}
                {m.date ? ` · ${formatDate(m.date)}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={4} component="section" aria-label="Improvements">
          <Text fw={600} size="sm">
            Improvements
          </Text>
          {a.improvements.length === 0 ? (
            <Text size="sm" c="dimmed">
              No change against the previous period yet
            </Text>
          ) : (
            a.improvements.map((i) => (
              <Group key={i.area} gap="xs" wrap="nowrap" c={i.trend === 'up' ? 'green' : 'red'}>
                {i.trend === 'up' ? (
                  <IconArrowUpRight size={16} aria-label="Up" />
                ) : (
                  <IconArrowDownRight size={16} aria-label="Down" />
                )}
                <Text size="sm">
                  {i.area}: {i.detail}
                </Text>
              </Group>
            ))
          )}
        </Stack>
      </SimpleGrid>
    </Panel>
  );
}
