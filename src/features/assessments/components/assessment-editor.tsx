import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ASSESSMENT_LIMITS, ASSESSMENT_MESSAGES as M, type Assessment } from '#contract/assessments';
import { fromLocalInput } from '#src/components/class-items/date-time';
import { ItemFields } from '#src/components/class-items/item-fields';
import { ItemQuestions } from '#src/components/class-items/item-questions';
import { useItemForm } from '#src/components/class-items/use-item-form';
import { LinkButton } from '#src/components/link-button';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useCreateAssessments } from '../api/create-assessments';
import { useUpdateAssessment } from '../api/update-assessment';
import { initialValues, toCreateInput, toUpdateInput, validateEditor } from './editor-values';
import { PublishAssessmentButton } from './publish-assessment-button';
import { newQuestion } from './question-drafts';
import { QuestionEditor } from './question-editor';

/** Spec 03 §2 and §5: create (one per class) or edit one assessment; Publish only when editing. */
export function AssessmentEditor({ assessment }: { assessment?: Assessment }) {
  const mode = assessment ? 'edit' : 'create';
  const { t } = useLingui();
  const { values, errors, setErrors, set, dueRef, onServerError } = useItemForm(() => initialValues(assessment));
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const create = useCreateAssessments();
  const update = useUpdateAssessment(assessment?._id ?? '');
  const locked = (assessment?.submissionCount ?? 0) > 0;
  const busy = create.isPending || update.isPending;

  /** Client-side check with the contract's schema; false (with the messages shown) when something is missing. */
  function check(): boolean {
    const result = validateEditor(values, mode);
    setErrors(result.errors);
    const messages = Object.values(result.errors);
    if (result.missingRequired) notify.error(contractText(M.save));
    else if (messages[0]) notify.error(messages[0]);
    if (result.errors.due_at) dueRef.current?.focus();
    return messages.length === 0;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    if (!assessment) {
      const input = toCreateInput(values);
      create.mutate(
        { input, key: keyFor(input) },
        {
          onSuccess: (result) => {
            const count = result.assessments.length;
            notify.success(t`Created ${count} assessment(s)`);
            void navigate({ to: '/teacher/assessments' });
          },
          onError: (err) => onServerError(err, contractText(M.failedSave)),
        },
      );
      return;
    }
    update.mutate(toUpdateInput(values), {
      onSuccess: () => {
        notify.success(contractText(M.updated));
        void navigate({ to: '/teacher/assessments/$id', params: { id: assessment._id } });
      },
      onError: (err) => onServerError(err, contractText(M.failedSave)),
    });
  }

  return (
    <Paper component="form" onSubmit={save} noValidate withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={860}>
      <Stack>
        <ItemFields
          values={values}
          errors={errors}
          set={set}
          dueRef={dueRef}
          mode={mode}
          lockedMessage={locked ? contractText(M.locked) : null}
        />
        <ItemQuestions
          questions={values.questions}
          errors={errors}
          locked={locked}
          max={ASSESSMENT_LIMITS.maxQuestions}
          onChange={(questions, errorKey = 'questions') => set('questions', questions, errorKey)}
          newQuestion={newQuestion}
        >
          {(q, i, editing) => (
            // Keyed by position: questions are edited in place and have no id.
            <QuestionEditor key={i} index={i} question={q} locked={locked} {...editing} />
          )}
        </ItemQuestions>
        <Group mt="md">
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
          {assessment && !assessment.published && (
            <PublishAssessmentButton
              id={assessment._id}
              disabled={busy}
              prepare={() =>
                check()
                  ? {
                      due: fromLocalInput(values.due_local),
                      questions: values.questions.length,
                      input: toUpdateInput(values),
                    }
                  : null
              }
              onDueError={(message) => {
                setErrors((e) => ({ ...e, due_at: message }));
                dueRef.current?.focus();
              }}
              onServerError={onServerError}
            />
          )}
          {assessment ? (
            <LinkButton variant="default" to="/teacher/assessments/$id" params={{ id: assessment._id }}>
              <Trans>Cancel</Trans>
            </LinkButton>
          ) : (
            <LinkButton variant="default" to="/teacher/assessments">
              <Trans>Cancel</Trans>
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
