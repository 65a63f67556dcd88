import { Group, Stack, Text } from '@mantine/core';
import type { StudentAnalytics } from '#contract/student-analytics';
import { plural } from '../figures';
import { Panel } from '../teacher/panel';
import { dayLabel } from './months';

/** How many surveys the student answered, and the latest ones with their mean rating. */
export function SurveysAnswered({ surveys }: { surveys: StudentAnalytics['surveys'] }) {
  return (
    <Panel title="Surveys answered">
      {surveys.answered === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          You have not answered a survey yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            You have answered {plural(surveys.answered, 'survey')}
            {surveys.answered > surveys.recent.length ? `; the latest ${surveys.recent.length}:` : '.'}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {surveys.recent.map((s) => (
              <Group key={s.survey_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {s.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Answered {dayLabel(s.submitted_at)}
                  </Text>
                </Stack>
                {s.average_rating !== null && (
                  <Text size="sm" style={{ flexShrink: 0 }}>
                    Your rating {s.average_rating}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
