import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { StudentAssessment, SubmitAssessmentResponse } from '#contract/assessments';
import { percentOf } from '#contract/percent';
import { formatDateTime } from '#src/components/class-items/date-time';

export type ResultItem = {
  prompt: string;
  options: string[];
  correct: boolean;
  correctIndex: number;
  selectedIndex: number;
  points: number;
};
export type Result = { items: ResultItem[]; score: number; maxScore: number; submittedAt: string };

/** The result from the submit answer (details per question). */
export const resultFromSubmit = (a: StudentAssessment, r: SubmitAssessmentResponse): Result => ({
  items: r.details.map((d, i) => ({
    ...d,
    prompt: a.questions[i]?.prompt ?? '',
    options: a.questions[i]?.options ?? [],
  })),
  score: r.submission.score,
  maxScore: r.submission.max_score,
  submittedAt: r.submission.submitted_at,
});

/** The result of an assessment read after submitting (the server then includes correctIndex). */
export function resultFromAssessment(a: StudentAssessment): Result | null {
  const s = a.submission;
  if (!s) return null;
  return {
    items: a.questions.map((q, i) => {
      const selectedIndex = s.answers[i] ?? -1;
      const correctIndex = q.correctIndex ?? -1;
      return {
        prompt: q.prompt,
        options: q.options,
        correctIndex,
        selectedIndex,
        correct: selectedIndex === correctIndex,
        points: q.points,
      };
    }),
    score: s.score,
    maxScore: s.max_score,
    submittedAt: s.submitted_at,
  };
}

/** Spec 03 §2: per question Correct or Incorrect with the correct option number, and the total score. */
export function AssessmentResult({ result, focusOnMount }: { result: Result; focusOnMount?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  /** 'option 2 (Delhi)': the option's number, and its text as the teacher typed it. */
  const optionText = (options: string[], i: number) => {
    const number = i + 1;
    const text = options[i];
    return text ? t`option ${number} (${text})` : t`option ${number}`;
  };
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const pct = percentOf(result.score, result.maxScore, 0) ?? 0;
  const score = result.score;
  const maxScore = result.maxScore;
  const submittedAt = formatDateTime(result.submittedAt);
  return (
    <Stack>
      <Card withBorder padding="md" bg="var(--mantine-color-blue-light)">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>
            Your score: {score} / {maxScore}
          </Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            {pct}% · Submitted {submittedAt}
          </Trans>
        </Text>
      </Card>
      {result.items.map((item, i) => {
        const n = i + 1;
        const answer = item.selectedIndex < 0 ? t`not answered` : optionText(item.options, item.selectedIndex);
        const correctAnswer = optionText(item.options, item.correctIndex);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
          <Card key={i} withBorder padding="md" component="section" aria-label={t`Question ${n}`}>
            <Stack gap={6}>
              <Badge
                w="fit-content"
                color={item.correct ? 'green' : 'red'}
                leftSection={item.correct ? <IconCheck size={12} /> : <IconX size={12} />}
              >
                {item.correct ? t`Correct` : t`Incorrect`}
              </Badge>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {i + 1}. {item.prompt}
              </Text>
              <Text size="sm">
                <Trans>Your answer: {answer}</Trans>
              </Text>
              <Text size="sm" fw={500}>
                <Trans>Correct answer: {correctAnswer}</Trans>
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
