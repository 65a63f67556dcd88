import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <SectionCard title={t`Upcoming Topics`}>
      {topics.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {complete ? t`Your class has covered every slide.` : t`No upcoming topics yet`}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {topics.map((topic) => (
            <Group key={topic.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {topic.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {topic.slideRange}
                </Text>
              </div>
              <Badge
                variant={topic.status === 'next' ? 'filled' : 'light'}
                color={topic.status === 'next' ? 'blue' : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {topic.status === 'next' ? t`Next` : t`Upcoming`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
