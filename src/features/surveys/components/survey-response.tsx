import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Center, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SURVEY_LIMITS, SURVEY_MESSAGES as M, type StudentSurvey } from '#contract/surveys';
import { formatDateTime } from '#src/components/class-items/date-time';
import { LoadError } from '#src/components/class-items/load-error';
import { notifyFailure } from '#src/components/class-items/notify-failure';
import { PageHeader } from '#src/components/page-header';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useStudentSurvey } from '../api/student-survey';
import { useSubmitSurvey } from '../api/submit-survey';
import { RatingButtons } from './rating-buttons';
import { SurveyConfirmation } from './survey-confirmation';
import { DataLoader } from '#src/components/network/not-on-device';

/** Spec 03 §2: rating buttons from min to max, an optional comment where allowed, Submit, then a confirmation. */
export function SurveyResponse({ id }: { id: string }) {
  const query = useStudentSurvey(id);
  const { t } = useLingui();
  const [submittedAt, setSubmittedAt] = useState<string | null>(null);
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading survey`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const s = query.data;
  const done = submittedAt ?? s.submission?.submitted_at ?? null;
  const classLevel = s.class_level;
  const due = formatDateTime(s.due_at);
  return (
    <Stack maw={720}>
      <PageHeader title={s.title} subtitle={t`Class ${classLevel} · Due ${due}`} />
      {done ? (
        <SurveyConfirmation survey={s} submittedAt={done} focusOnMount={!!submittedAt} />
      ) : (
        <SurveyForm survey={s} onSubmitted={setSubmittedAt} />
      )}
    </Stack>
  );
}

function SurveyForm({ survey: s, onSubmitted }: { survey: StudentSurvey; onSubmitted: (at: string) => void }) {
  const { t } = useLingui();
  const [ratings, setRatings] = useState<(number | null)[]>(() => s.questions.map(() => null));
  const [comments, setComments] = useState<string[]>(() => s.questions.map(() => ''));
  const [missing, setMissing] = useState<number[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitSurvey(s._id);
  const keyFor = useIdempotencyKey();
  const open = s.allow_late_submissions || new Date(s.due_at).getTime() > Date.now();
  const toast = useMemo(() => notify.form(`survey-${s._id}`), [s._id]);
  // Leaving the survey takes its complaint away too.
  useEffect(() => () => toast.clear(), [toast]);

  function send(event: React.FormEvent) {
    event.preventDefault();
    const unrated = ratings.flatMap((r, i) => (r === null ? [i] : []));
    setMissing(unrated);
    if (unrated.length) {
      toast.error(t`Please rate every question`, { untilFixed: true });
      formRef.current?.querySelector<HTMLButtonElement>(`fieldset[aria-labelledby="q-${unrated[0]}"] button`)?.focus();
      return;
    }
    const answers = s.questions.map((q, i) => ({
      rating: ratings[i] as number,
      ...(q.allow_verbatim && comments[i]?.trim() ? { verbatim: comments[i]?.trim() } : {}),
    }));
    submit.mutate(
      { input: { answers }, key: keyFor(answers) },
      {
        onSuccess: (r) => {
          // 'Thank you!' takes the place of the form: no toast about it stays on top.
          toast.clear();
          onSubmitted(r.submission.submitted_at);
        },
        onError: (error) => notifyFailure(contractText(M.failedSave), error),
      },
    );
  }

  if (!s.questions.length)
    return (
      <Text c="dimmed">
        <Trans>This survey has no questions.</Trans>
      </Text>
    );
  return (
    <form onSubmit={send} noValidate ref={formRef}>
      <Stack>
        {!open && <Alert color="red">{contractText(M.pastDue)}</Alert>}
        {s.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{s.description}</Text>}
        {s.questions.map((q, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id
          <Card key={i} withBorder padding="md">
            <Stack gap="sm">
              <Text fw={600} id={`q-${i}`} style={{ overflowWrap: 'anywhere' }}>
                {i + 1}. {q.prompt}
              </Text>
              <RatingButtons
                labelId={`q-${i}`}
                min={q.min}
                max={q.max}
                value={ratings[i] ?? null}
                disabled={!open || submit.isPending}
                onChange={(r) => {
                  setRatings((prev) => prev.map((x, j) => (j === i ? r : x)));
                  const left = missing.filter((j) => j !== i);
                  // Every question rated: the toast asking for it goes.
                  if (missing.length > 0 && left.length === 0) toast.clear();
                  setMissing(left);
                }}
              />
              {missing.includes(i) && (
                <Text size="sm" c="red" role="alert">
                  <Trans>Please choose a rating</Trans>
                </Text>
              )}
              {q.allow_verbatim && (
                <Textarea
                  label={t`Comment (optional)`}
                  autosize
                  minRows={2}
                  maxLength={SURVEY_LIMITS.maxVerbatim}
                  value={comments[i] ?? ''}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setComments((prev) => prev.map((x, j) => (j === i ? text : x)));
                  }}
                  disabled={!open || submit.isPending}
                />
              )}
            </Stack>
          </Card>
        ))}
        <Button
          type="submit"
          size="md"
          loading={submit.isPending}
          disabled={!open}
          w={{ base: '100%', xs: 'fit-content' }}
        >
          <Trans>Submit</Trans>
        </Button>
      </Stack>
    </form>
  );
}
