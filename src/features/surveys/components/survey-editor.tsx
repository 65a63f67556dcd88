import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { SURVEY_LIMITS, SURVEY_MESSAGES as M, type Survey } from '#contract/surveys';
import { ItemFields } from '#src/components/class-items/item-fields';
import { ItemQuestions } from '#src/components/class-items/item-questions';
import { useItemForm } from '#src/components/class-items/use-item-form';
import { LinkButton } from '#src/components/link-button';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useCreateSurveys } from '../api/create-surveys';
import { useUpdateSurvey } from '../api/update-survey';
import { SurveyQuestionEditor } from './survey-question-editor';
import {
  initialSurveyValues,
  newSurveyQuestion,
  toCreateSurvey,
  toUpdateSurvey,
  validateSurvey,
} from './survey-values';

/** Spec 03 §2 and §5: create (one per class, with the suggested questions) or edit one survey. */
export function SurveyEditor({ survey }: { survey?: Survey }) {
  const mode = survey ? 'edit' : 'create';
  const { t } = useLingui();
  const { values, errors, setErrors, set, dueRef, onServerError } = useItemForm(() => initialSurveyValues(survey));
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const create = useCreateSurveys();
  const update = useUpdateSurvey(survey?._id ?? '');
  const locked = (survey?.submissionCount ?? 0) > 0;
  const busy = create.isPending || update.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = validateSurvey(values, mode);
    setErrors(checked.errors);
    if (checked.first) {
      notify.error(checked.first);
      if (checked.errors.due_at) dueRef.current?.focus();
      return;
    }
    if (!survey) {
      const input = toCreateSurvey(values);
      create.mutate(
        { input, key: keyFor(input) },
        {
          onSuccess: (r) => {
            const count = r.surveys.length;
            notify.success(t`Created ${count} survey(s)`);
            void navigate({ to: '/teacher/surveys' });
          },
          onError: (err) => onServerError(err, contractText(M.failedSave)),
        },
      );
      return;
    }
    update.mutate(toUpdateSurvey(values), {
      onSuccess: () => {
        notify.success(contractText(M.updated));
        void navigate({ to: '/teacher/surveys/$id', params: { id: survey._id } });
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
          dueLabel={t`Due date/time`}
        />
        <ItemQuestions
          questions={values.questions}
          errors={errors}
          locked={locked}
          max={SURVEY_LIMITS.maxQuestions}
          onChange={(questions, errorKey = 'questions') => set('questions', questions, errorKey)}
          newQuestion={newSurveyQuestion}
        >
          {(q, i, editing) => (
            // Keyed by position: questions are edited in place and have no id.
            <SurveyQuestionEditor key={i} index={i} question={q} locked={locked} {...editing} />
          )}
        </ItemQuestions>
        <Group mt="md">
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
          {survey ? (
            <LinkButton variant="default" to="/teacher/surveys/$id" params={{ id: survey._id }}>
              <Trans>Cancel</Trans>
            </LinkButton>
          ) : (
            <LinkButton variant="default" to="/teacher/surveys">
              <Trans>Cancel</Trans>
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
