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
  return (
    <Stack>
      <Card withBorder padding="md" bg="var(--mantine-color-green-light)">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          Thank you!
        </Title>
        <Text>Your answers were submitted on {formatDateTime(submittedAt)}.</Text>
      </Card>
      {answers.length > 0 && (
        <Card withBorder padding="md" component="section" aria-labelledby="your-answers">
          <Title order={2} size="h5" id="your-answers" mb="xs">
            Your answers
          </Title>
          <Stack gap="sm">
            {survey.questions.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
              <Stack key={i} gap={2}>
                <Text size="sm" fw={500}>
                  {i + 1}. {q.prompt}
                </Text>
                <Text size="sm">
                  Rating: {answers[i]?.rating ?? '—'} out of {q.max}
                </Text>
                {answers[i]?.verbatim && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    “{answers[i]?.verbatim}”
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
