import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { ASSESSMENT_MESSAGES as M, type Assessment } from '../../../../contract/assessments';
import { fromLocalInput } from '../../../components/class-items/date-time';
import { DueAtInput } from '../../../components/class-items/due-at-input';
import { SchoolClassFields } from '../../../components/class-items/school-class-fields';
import { useServerErrors } from '../../../components/class-items/use-server-errors';
import type { FormErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useTeachingChoices } from '../../../lib/teaching-choices';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useCreateAssessments } from '../api/create-assessments';
import { useUpdateAssessment } from '../api/update-assessment';
import {
  type EditorValues,
  initialValues,
  questionErrors,
  toCreateInput,
  toUpdateInput,
  validateEditor,
} from './editor-values';
import { PublishAssessmentButton } from './publish-assessment-button';
import { newQuestion } from './question-drafts';
import { QuestionEditor } from './question-editor';
import { LinkButton } from '../../../components/link-button';

/** Spec 03 §2 and §5: create (one per class) or edit one assessment; Publish only when editing. */
export function AssessmentEditor({ assessment }: { assessment?: Assessment }) {
  const mode = assessment ? 'edit' : 'create';
  const [values, setValues] = useState<EditorValues>(() => initialValues(assessment));
  const [errors, setErrors] = useState<FormErrors>({});
  const dueRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const { choices } = useTeachingChoices();
  const create = useCreateAssessments();
  const update = useUpdateAssessment(assessment?._id ?? '');
  const onServerError = useServerErrors(setErrors, dueRef);
  const locked = (assessment?.submissionCount ?? 0) > 0;
  const busy = create.isPending || update.isPending;

  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K], errorKey: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== errorKey && !k.startsWith(`${errorKey}.`))),
    );
  };

  /** Client-side check with the contract's schema; false (with the messages shown) when something is missing. */
  function check(): boolean {
    const result = validateEditor(values, mode);
    setErrors(result.errors);
    const messages = Object.values(result.errors);
    if (result.missingRequired) notify.error(M.save);
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
            notify.success(M.created(result.assessments.length));
            void navigate({ to: '/teacher/assessments' });
          },
          onError: (err) => onServerError(err, M.failedSave),
        },
      );
      return;
    }
    update.mutate(toUpdateInput(values), {
      onSuccess: () => {
        notify.success(M.updated);
        void navigate({ to: '/teacher/assessments/$id', params: { id: assessment._id } });
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
        <DueAtInput
          ref={dueRef}
          value={values.due_local}
          onChange={(v) => set('due_local', v, 'due_at')}
          error={errors.due_at}
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
          <QuestionEditor
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
          disabled={locked}
          onClick={() => set('questions', [...values.questions, newQuestion()])}
        >
          Add question
        </Button>
        <Group mt="md">
          <Button type="submit" loading={busy}>
            Save
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
              Cancel
            </LinkButton>
          ) : (
            <LinkButton variant="default" to="/teacher/assessments">
              Cancel
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
