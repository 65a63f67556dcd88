import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconCalendarCheck, IconFlag, IconStar } from '@tabler/icons-react';
import type { StudentProgress } from '#contract/analytics-people-types';
import { contractText } from '#src/i18n/contract-text';
import { formatDate } from '#src/lib/format';
import { SectionCard } from '../section-card';

const ICONS: Record<string, typeof IconAward> = { calendar: IconCalendarCheck, star: IconStar, flag: IconFlag };

/** Milestones the class has reached (first class, sessions held, share of the course covered). */
export function MyAchievements({ achievements }: { achievements: StudentProgress['achievements'] }) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`My Achievements`}>
      {achievements.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>No achievements yet: they come as your class covers the course.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {achievements.map((a) => {
            const Icon = ICONS[a.icon] ?? IconAward;
            return (
              <Group key={a.id} component="li" wrap="nowrap" gap="sm" align="flex-start">
                <ThemeIcon variant="light" color="yellow" radius="xl" aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {contractText(a.title)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {contractText(a.description)} · {formatDate(a.date)}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
