import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { contractText } from '#src/i18n/contract-text';
import { SectionCard } from '../section-card';

/** A slide without a title is named 'Slide 12' by the server: that name is translated, a deck's own title never. */
const UNTITLED = /^Slide \d+$/;

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
                  {UNTITLED.test(topic.title) ? contractText(topic.title) : topic.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {contractText(topic.slideRange)}
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
