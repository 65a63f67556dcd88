import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { SchoolView } from '#contract/schools';
import type { FormErrors } from '#src/lib/form-errors';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitutionOptions, useSchoolOptions } from '../api/picker-options';
import { StudentFields } from './student-fields';
import { TeachingAssignmentsField } from './teaching-assignments-field';
import type { UserFormValues } from './user-form-values';

type Props = {
  mode: 'create' | 'edit';
  values: UserFormValues;
  errors: FormErrors;
  update: (patch: Partial<UserFormValues>, ...errorKeys: string[]) => void;
  /** A school manager: the schools in scope only (the server lists no others), without the institution picker. */
  ownSchools?: boolean;
};

/** The fields a role adds: institutions, schools, teaching assignments or student details (spec 02 §5). */
export function RoleFields({ mode, values, errors, update, ownSchools = false }: Props) {
  const { t } = useLingui();
  const role = values.role;
  const needsPickers = role !== '' && role !== 'admin';
  const institutions = useInstitutionOptions(needsPickers && !ownSchools);
  const schools = useSchoolOptions();
  useErrorToast(needsPickers && !ownSchools ? institutions.error : null, t`Failed to load institutions`);
  useErrorToast(needsPickers ? schools.error : null, t`Failed to load schools`);

  const institutionOptions = useMemo(
    () => (institutions.data?.data ?? []).map((i) => ({ value: i._id, label: i.name })),
    [institutions.data],
  );
  /** School choices, limited to the chosen institutions when there are any (spec 02 §4). */
  const allowedSchools = useMemo<SchoolView[]>(() => {
    const all = schools.data?.data ?? [];
    if (role === 'institution_manager' || values.institutions.length === 0) return all;
    return all.filter((s) => values.institutions.includes(s.institution_id._id));
  }, [schools.data, values.institutions, role]);

  if (!needsPickers) return null;

  function changeInstitutions(ids: string[]) {
    if (role === 'institution_manager') {
      update({ institutions: ids }, 'manages_institutions');
      return;
    }
    // Schools outside the chosen institutions are dropped, so the choices stay consistent.
    const all = schools.data?.data ?? [];
    const keep = (id: string) =>
      ids.length === 0 || ids.includes(all.find((s) => s._id === id)?.institution_id._id ?? '');
    update({
      institutions: ids,
      manages_schools: values.manages_schools.filter(keep),
      teaching_assignments: values.teaching_assignments.filter((a) => !a.school_id || keep(a.school_id)),
      studies_at_school: keep(values.studies_at_school) ? values.studies_at_school : '',
    });
  }

  const loading = (!ownSchools && institutions.isPending) || schools.isPending;
  return (
    <Stack gap="md">
      {!ownSchools && (
        <MultiSelect
          label={role === 'institution_manager' ? t`Institutions` : t`Institutions (optional)`}
          description={
            role === 'institution_manager'
              ? t`The institutions this manager manages`
              : t`Limits the school choices to these institutions`
          }
          required={role === 'institution_manager'}
          placeholder={
            loading ? t`Loading…` : institutionOptions.length ? t`Choose institutions` : t`No institutions yet`
          }
          data={institutionOptions}
          value={values.institutions}
          error={role === 'institution_manager' ? errors.manages_institutions : undefined}
          searchable
          clearable
          onChange={changeInstitutions}
        />
      )}
      {role === 'school_manager' && (
        <MultiSelect
          label={t`Schools`}
          description={t`The schools this manager manages`}
          required
          placeholder={loading ? t`Loading…` : allowedSchools.length ? t`Choose schools` : t`No schools to choose from`}
          data={allowedSchools.map((s) => ({ value: s._id, label: s.name }))}
          value={values.manages_schools}
          error={errors.manages_schools}
          searchable
          clearable
          onChange={(ids) => update({ manages_schools: ids })}
        />
      )}
      {role === 'teacher' && (
        <TeachingAssignmentsField
          schools={allowedSchools}
          rows={values.teaching_assignments}
          errors={errors}
          onChange={(rows) => update({ teaching_assignments: rows })}
        />
      )}
      {role === 'student' && (
        <StudentFields mode={mode} schools={allowedSchools} values={values} errors={errors} update={update} />
      )}
      {!loading && (schools.data?.data.length ?? 0) === 0 && role !== 'institution_manager' && (
        <Text size="sm" c="dimmed">
          <Trans>No schools exist yet: create a school first.</Trans>
        </Text>
      )}
    </Stack>
  );
}

export type { Props as RoleFieldsProps };
