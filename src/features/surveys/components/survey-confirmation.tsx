import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { StudentSurvey } from '#contract/surveys';
import { formatDateTime } from '#src/components/class-items/date-time';

/** After submitting: the submitted-at time, and the answers as the server stored them. */
export function SurveyConfirmation({
  survey,
  submittedAt,
  focusOnMount,
}: {
  survey: StudentSurvey;
  submittedAt: string;
  focusOnMount: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const answers = survey.submission?.answers ?? [];
  const submitted = formatDateTime(submittedAt);
  return (
    <Stack>
      <Card withBorder padding="md" bg="var(--mantine-color-green-light)">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>Thank you!</Trans>
        </Title>
        <Text>
          <Trans>Your answers were submitted on {submitted}.</Trans>
        </Text>
      </Card>
      {answers.length > 0 && (
        <Card withBorder padding="md" component="section" aria-labelledby="your-answers">
          <Title order={2} size="h5" id="your-answers" mb="xs">
            <Trans>Your answers</Trans>
          </Title>
          <Stack gap="sm">
            {survey.questions.map((q, i) => {
              const rating = answers[i]?.rating ?? '—';
              const max = q.max;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
                <Stack key={i} gap={2}>
                  <Text size="sm" fw={500}>
                    {i + 1}. {q.prompt}
                  </Text>
                  <Text size="sm">
                    <Trans>
                      Rating: {rating} out of {max}
                    </Trans>
                  </Text>
                  {answers[i]?.verbatim && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      “{answers[i]?.verbatim}”
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
