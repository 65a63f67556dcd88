import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { SchoolAnalytics } from '#contract/analytics-types';
import type { SchoolView } from '#contract/schools';
import { BADGE_LOOK } from '../figures';
import { SectionCard } from '../section-card';

type Item = { school: SchoolView; analytics: SchoolAnalytics | null; failed: boolean };

/**
 * Each class's progress: furthest slide taught over its slides (the server uses the school's count for the grade,
 * else 50), with the spec's badge (default ≥ 70, secondary ≥ 40, outline below).
 */
export function ClassProgressList({ schools }: { schools: Item[] }) {
  const { t } = useLingui();
  const several = schools.length > 1;
  return (
    <SectionCard title={t`Class Progress`}>
      <Stack gap="md">
        {schools.map(({ school, analytics, failed }) => (
          <Stack key={school._id} gap="xs">
            {several && (
              <Text fw={600} size="sm">
                {school.name}
              </Text>
            )}
            {!analytics ? (
              <Text size="sm" c="dimmed">
                {failed ? t`Class progress is unavailable right now.` : t`Loading…`}
              </Text>
            ) : analytics.classes.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No classes offered yet</Trans>
              </Text>
            ) : (
              analytics.classes.map((c) => {
                const classLevel = c.class_level;
                const schoolName = school.name;
                const progress = c.progress;
                const done = c.slides_done;
                const total = c.total_slides;
                return (
                  <Stack
                    key={c.class_level}
                    gap={4}
                    role="group"
                    aria-label={several ? t`Class ${classLevel} at ${schoolName}` : t`Class ${classLevel}`}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={500}>
                        <Trans>Class {classLevel}</Trans>
                      </Text>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {t`${done}/${plural(total, { one: '# slide', other: '# slides' })}`}
                        </Text>
                        <Badge {...BADGE_LOOK[c.badge]} data-badge={c.badge} style={{ minWidth: 'max-content' }}>
                          {c.progress}%
                        </Badge>
                      </Group>
                    </Group>
                    <Progress value={c.progress} size="sm" aria-label={t`Class ${classLevel} progress ${progress}%`} />
                  </Stack>
                );
              })
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
