import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Center, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ASSESSMENT_MESSAGES as M, type StudentAssessment } from '#contract/assessments';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { notifyFailure } from '#src/components/class-items/notify-failure';
import { PageHeader } from '#src/components/page-header';
import { contractText } from '#src/i18n/contract-text';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useStudentAssessment } from '../api/student-assessment';
import { useSubmitAssessment } from '../api/submit-assessment';
import { Points } from './points';
import { AssessmentResult, type Result, resultFromAssessment, resultFromSubmit } from './assessment-result';
import { DataLoader } from '#src/components/network/not-on-device';

/** Spec 03 §2: radio options per question and Submit; then the result. */
export function AssessmentAttempt({ id }: { id: string }) {
  const query = useStudentAssessment(id);
  const { t } = useLingui();
  const [justSubmitted, setJustSubmitted] = useState<Result | null>(null);
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading assessment`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const a = query.data;
  const result = justSubmitted ?? resultFromAssessment(a);
  const classLevel = a.class_level;
  const due = formatDateTime(a.due_at);
  return (
    <Stack maw={720}>
      <PageHeader title={a.title} subtitle={t`Class ${classLevel} · Due ${due}`} />
      {a.description && !result && <Text style={{ whiteSpace: 'pre-wrap' }}>{a.description}</Text>}
      {result ? (
        <AssessmentResult result={result} focusOnMount={!!justSubmitted} />
      ) : (
        <AttemptForm assessment={a} onSubmitted={setJustSubmitted} />
      )}
    </Stack>
  );
}

function AttemptForm({
  assessment: a,
  onSubmitted,
}: {
  assessment: StudentAssessment;
  onSubmitted: (r: Result) => void;
}) {
  const [answers, setAnswers] = useState<number[]>(() => a.questions.map(() => -1));
  const submit = useSubmitAssessment(a._id);
  const keyFor = useIdempotencyKey();
  const open = a.allow_late_submissions || new Date(a.due_at).getTime() > Date.now();
  const unanswered = answers.filter((x) => x < 0).length;
  const total = a.questions.length;
  // An assessment is submitted once: with questions left blank, Submit asks first (they would score 0 for good).
  const [confirming, setConfirming] = useState(false);
  const asking = confirming && unanswered > 0;

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (unanswered > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    submit.mutate(
      { answers, key: keyFor(answers) },
      {
        onSuccess: (response) => onSubmitted(resultFromSubmit(a, response)),
        // A 409 (already submitted, on another device) also refreshes the assessment, which then shows the result.
        onError: (error) => notifyFailure(contractText(M.failedSave), error),
      },
    );
  }

  if (!a.questions.length)
    return (
      <Text c="dimmed">
        <Trans>This assessment has no questions.</Trans>
      </Text>
    );
  return (
    <form onSubmit={send} noValidate>
      <Stack>
        {!open && <Alert color="red">{contractText(M.pastDue)}</Alert>}
        {a.questions.map((q, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
          <Card key={i} withBorder padding="md">
            <Radio.Group
              label={`${i + 1}. ${q.prompt}`}
              description={<Points points={q.points} />}
              value={answers[i] !== undefined && answers[i] >= 0 ? String(answers[i]) : null}
              onChange={(value) => setAnswers((prev) => prev.map((x, j) => (j === i ? Number(value) : x)))}
              styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
            >
              <Stack gap="sm" mt="sm">
                {q.options.map((option, j) => (
                  <Radio
                    // biome-ignore lint/suspicious/noArrayIndexKey: options have no id
                    key={j}
                    value={String(j)}
                    label={option}
                    disabled={!open || submit.isPending}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </Card>
        ))}
        {unanswered > 0 && (
          <Text size="sm" c="dimmed">
            <Trans>
              {unanswered} of <Plural value={total} one="# question" other="# questions" /> not answered yet; unanswered
              questions score 0.
            </Trans>
          </Text>
        )}
        {asking ? (
          <Alert color="yellow" title={<Trans>Submit with questions not answered?</Trans>} role="alert">
            <Text size="sm">
              <Trans>
                <Plural value={unanswered} one="# question scores" other="# questions score" /> 0. An assessment can be
                submitted only once.
              </Trans>
            </Text>
            <Group mt="sm" gap="xs">
              <Button type="submit" size="sm" color="yellow" loading={submit.isPending} disabled={!open}>
                <Trans>Submit anyway</Trans>
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(false)} disabled={submit.isPending}>
                <Trans>Keep answering</Trans>
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button
            type="submit"
            size="md"
            loading={submit.isPending}
            disabled={!open}
            fullWidth={false}
            w={{ base: '100%', xs: 'fit-content' }}
          >
            <Trans>Submit</Trans>
          </Button>
        )}
      </Stack>
    </form>
  );
}
