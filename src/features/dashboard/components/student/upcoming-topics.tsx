import { Badge, Group, Stack, Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { SectionCard } from '../section-card';

/** The next slides of the class's deck, by their titles. */
export function UpcomingTopics({
  topics,
  complete,
}: {
  topics: StudentProgress['upcoming_topics'];
  complete: boolean;
}) {
  return (
    <SectionCard title="Upcoming Topics">
      {topics.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {complete ? 'Your class has covered every slide.' : 'No upcoming topics yet'}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {topics.map((t) => (
            <Group key={t.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {t.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.slideRange}
                </Text>
              </div>
              <Badge
                variant={t.status === 'next' ? 'filled' : 'light'}
                color={t.status === 'next' ? 'blue' : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {t.status === 'next' ? 'Next' : 'Upcoming'}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
