import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { SURVEY_LIMITS, SURVEY_MESSAGES as M, type Survey } from '../../../../contract/surveys';
import { DueAtInput } from '../../../components/class-items/due-at-input';
import { SchoolClassFields } from '../../../components/class-items/school-class-fields';
import { useServerErrors } from '../../../components/class-items/use-server-errors';
import type { FormErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useTeachingChoices } from '../../../lib/teaching-choices';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useCreateSurveys } from '../api/create-surveys';
import { useUpdateSurvey } from '../api/update-survey';
import { SurveyQuestionEditor } from './survey-question-editor';
import {
  type SurveyValues,
  initialSurveyValues,
  newSurveyQuestion,
  toCreateSurvey,
  toUpdateSurvey,
  validateSurvey,
} from './survey-values';
import { LinkButton } from '../../../components/link-button';

const questionErrors = (errors: FormErrors, i: number) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`questions.${i}.`))
      .map(([k, m]) => [k.slice(`questions.${i}.`.length), m]),
  );

/** Spec 03 §2 and §5: create (one per class, with the suggested questions) or edit one survey. */
export function SurveyEditor({ survey }: { survey?: Survey }) {
  const mode = survey ? 'edit' : 'create';
  const [values, setValues] = useState<SurveyValues>(() => initialSurveyValues(survey));
  const [errors, setErrors] = useState<FormErrors>({});
  const dueRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const { choices } = useTeachingChoices();
  const create = useCreateSurveys();
  const update = useUpdateSurvey(survey?._id ?? '');
  const onServerError = useServerErrors(setErrors, dueRef);
  const locked = (survey?.submissionCount ?? 0) > 0;
  const busy = create.isPending || update.isPending;

  const set = <K extends keyof SurveyValues>(key: K, value: SurveyValues[K], errorKey: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== errorKey && !k.startsWith(`${errorKey}.`))),
    );
  };

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
            notify.success(M.created(r.surveys.length));
            void navigate({ to: '/teacher/surveys' });
          },
          onError: (err) => onServerError(err, M.failedSave),
        },
      );
      return;
    }
    update.mutate(toUpdateSurvey(values), {
      onSuccess: () => {
        notify.success(M.updated);
        void navigate({ to: '/teacher/surveys/$id', params: { id: survey._id } });
      },
      onError: (err) => onServerError(err, M.failedSave),
    });
  }

  return (
    <Paper component="form" onSubmit={save} noValidate withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={860}>
      <Stack>
        {locked && (
          <Alert color="yellow" icon={<IconLock />}>
            {M.locked}
          </Alert>
        )}
        <TextInput
          label="Title"
          withAsterisk
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          maw={560}
        />
        <SchoolClassFields
          choices={choices}
          schoolId={values.school_id}
          classes={values.classes}
          multiple={mode === 'create'}
          onSchoolChange={(id) => set('school_id', id)}
          onClassesChange={(c) => set('classes', c)}
          errors={{ school: errors.school_id, classes: errors.classes }}
          disabled={locked}
        />
        <DueAtInput
          ref={dueRef}
          label="Due date/time"
          value={values.due_local}
          onChange={(v) => set('due_local', v, 'due_at')}
          error={errors.due_at}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Checkbox
          label="Allow late submissions"
          checked={values.allow_late_submissions}
          onChange={(e) => set('allow_late_submissions', e.currentTarget.checked)}
        />
        <Title order={3} size="h4" mt="sm">
          Questions
        </Title>
        {values.questions.map((q, i) => (
          <SurveyQuestionEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place and have no id
            key={i}
            index={i}
            question={q}
            locked={locked}
            errors={questionErrors(errors, i)}
            onChange={(next) =>
              set(
                'questions',
                values.questions.map((old, j) => (j === i ? next : old)),
                `questions.${i}`,
              )
            }
            onRemove={() =>
              set(
                'questions',
                values.questions.filter((_, j) => j !== i),
              )
            }
          />
        ))}
        {errors.questions && <Alert color="red">{errors.questions}</Alert>}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          disabled={locked || values.questions.length >= SURVEY_LIMITS.maxQuestions}
          onClick={() => set('questions', [...values.questions, newSurveyQuestion()])}
        >
          Add question
        </Button>
        <Group mt="md">
          <Button type="submit" loading={busy}>
            Save
          </Button>
          {survey ? (
            <LinkButton variant="default" to="/teacher/surveys/$id" params={{ id: survey._id }}>
              Cancel
            </LinkButton>
          ) : (
            <LinkButton variant="default" to="/teacher/surveys">
              Cancel
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
