import { useLingui } from '@lingui/react/macro';
import { Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { GRADES } from '#contract/constants';
import type { SchoolView } from '#contract/schools';
import { SECTIONS } from '#contract/class-level';
import type { FormErrors } from '#src/lib/form-errors';
import type { UserFormValues } from './user-form-values';

type Props = {
  mode: 'create' | 'edit';
  schools: SchoolView[];
  values: UserFormValues;
  errors: FormErrors;
  update: (patch: Partial<UserFormValues>, ...errorKeys: string[]) => void;
};

/** A student's school, student ID, class level (grade 1–12 plus section A–Z, default A) and parent contact. */
export function StudentFields({ mode, schools, values, errors, update }: Props) {
  const { t } = useLingui();
  const classError = errors['student_details.class_level'];
  const gradeOptions = GRADES.map((grade) => ({ value: String(grade), label: t`Class ${grade}` }));
  const sectionOptions = SECTIONS.map((section) => ({ value: section, label: t`Section ${section}` }));
  return (
    <Stack gap="md">
      <Select
        label={t`School`}
        required
        placeholder={schools.length ? t`Select a school` : t`No schools to choose from`}
        data={schools.map((s) => ({ value: s._id, label: s.name }))}
        value={values.studies_at_school || null}
        error={errors.studies_at_school}
        searchable
        onChange={(value) => update({ studies_at_school: value ?? '' })}
      />
      <TextInput
        label={t`Student ID`}
        required
        value={values.student_id}
        error={errors['student_details.student_id']}
        onChange={(e) => update({ student_id: e.currentTarget.value }, 'student_details.student_id')}
      />
      <Input.Wrapper label={t`Class level`} required error={classError}>
        <Group gap="xs" grow mt={4}>
          <Select
            aria-label={t`Grade`}
            placeholder={t`Grade`}
            data={gradeOptions}
            value={values.grade || null}
            error={Boolean(classError)}
            onChange={(value) => update({ grade: value ?? '' }, 'student_details.class_level')}
          />
          <Select
            aria-label={t`Section`}
            data={sectionOptions}
            value={values.section}
            allowDeselect={false}
            error={Boolean(classError)}
            onChange={(value) => update({ section: value ?? 'A' }, 'student_details.class_level')}
          />
        </Group>
      </Input.Wrapper>
      <TextInput
        label={mode === 'create' ? t`Parent contact (optional)` : t`Parent contact`}
        required={mode === 'edit'}
        value={values.parent_contact}
        error={errors['student_details.parent_contact']}
        onChange={(e) => update({ parent_contact: e.currentTarget.value }, 'student_details.parent_contact')}
      />
    </Stack>
  );
}
