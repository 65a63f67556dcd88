import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { StudentAnalytics } from '#contract/student-analytics';
import { Panel } from '../teacher/panel';
import { dayLabel } from './months';

/** How many surveys the student answered, and the latest ones with their mean rating. */
export function SurveysAnswered({ surveys }: { surveys: StudentAnalytics['surveys'] }) {
  const { t } = useLingui();
  const answered = surveys.answered;
  const latest = surveys.recent.length;
  return (
    <Panel title={t`Surveys answered`}>
      {answered === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>You have not answered a survey yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {answered > latest
              ? t`You have answered ${plural(answered, { one: '# survey', other: '# surveys' })}; the latest ${latest}:`
              : t`You have answered ${plural(answered, { one: '# survey', other: '# surveys' })}.`}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {surveys.recent.map((s) => {
              const submitted = dayLabel(s.submitted_at);
              const rating = s.average_rating;
              return (
                <Group key={s.survey_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {s.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>Answered {submitted}</Trans>
                    </Text>
                  </Stack>
                  {rating !== null && (
                    <Text size="sm" style={{ flexShrink: 0 }}>
                      <Trans>Your rating {rating}</Trans>
                    </Text>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
