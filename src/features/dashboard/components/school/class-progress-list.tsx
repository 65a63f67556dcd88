import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { SchoolAnalytics } from '#contract/analytics-types';
import type { SchoolView } from '#contract/schools';
import { plural } from '#src/lib/format';
import { BADGE_LOOK } from '../figures';
import { SectionCard } from '../section-card';

type Item = { school: SchoolView; analytics: SchoolAnalytics | null; failed: boolean };

/**
 * Each class's progress: furthest slide taught over its slides (the server uses the school's count for the grade,
 * else 50), with the spec's badge (default ≥ 70, secondary ≥ 40, outline below).
 */
export function ClassProgressList({ schools }: { schools: Item[] }) {
  const several = schools.length > 1;
  return (
    <SectionCard title="Class Progress">
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
                {failed ? 'Class progress is unavailable right now.' : 'Loading…'}
              </Text>
            ) : analytics.classes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No classes offered yet
              </Text>
            ) : (
              analytics.classes.map((c) => (
                <Stack
                  key={c.class_level}
                  gap={4}
                  role="group"
                  aria-label={`Class ${c.class_level}${several ? ` at ${school.name}` : ''}`}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={500}>
                      Class {c.class_level}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {c.slides_done}/{plural(c.total_slides, 'slide')}
                      </Text>
                      <Badge {...BADGE_LOOK[c.badge]} data-badge={c.badge} style={{ minWidth: 'max-content' }}>
                        {c.progress}%
                      </Badge>
                    </Group>
                  </Group>
                  <Progress
                    value={c.progress}
                    size="sm"
                    aria-label={`Class ${c.class_level} progress ${c.progress}%`}
                  />
                </Stack>
              ))
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
