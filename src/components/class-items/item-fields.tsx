import { useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { FormErrors } from '#src/lib/form-errors';
import { useTeachingChoices } from '#src/lib/teaching-choices';
import { DueAtInput } from './due-at-input';
import { SchoolClassFields } from './school-class-fields';

export type ItemValues = {
  title: string;
  school_id: string;
  classes: string[];
  due_local: string;
  description: string;
  allow_late_submissions: boolean;
};

type Props = {
  values: ItemValues;
  errors: FormErrors;
  // A method, so an editor's own `set` over its wider values (questions too) fits.
  set<K extends keyof ItemValues>(key: K, value: ItemValues[K], errorKey?: string): void;
  dueRef: RefObject<HTMLInputElement | null>;
  /** Several classes when creating (one item per class), one when editing. */
  mode: 'create' | 'edit';
  /** Shown (and school and classes locked) once students have submitted. */
  lockedMessage: string | null;
  dueLabel?: string;
};

/** Spec 03 §2: the fields an assessment and a survey share — title, due at, school, classes, description, late. */
export function ItemFields({ values, errors, set, dueRef, mode, lockedMessage, dueLabel }: Props) {
  const { choices } = useTeachingChoices();
  const { t } = useLingui();
  return (
    <>
      {lockedMessage && (
        <Alert color="yellow" icon={<IconLock />}>
          {lockedMessage}
        </Alert>
      )}
      <TextInput
        label={t`Title`}
        withAsterisk
        value={values.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        error={errors.title}
        maw={560}
      />
      <DueAtInput
        ref={dueRef}
        label={dueLabel}
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
        disabled={Boolean(lockedMessage)}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={2}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={errors.description}
      />
      <Checkbox
        label={t`Allow late submissions`}
        checked={values.allow_late_submissions}
        onChange={(e) => set('allow_late_submissions', e.currentTarget.checked)}
      />
    </>
  );
}
