import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ROLES, type Role, type UserStatus } from '#contract/roles';
import { CreateUserSchema, UpdateUserSchema } from '#contract/people-accounts';
import { LinkButton } from '#src/components/link-button';
import { PhoneInput } from '#src/components/phone-input/phone-input';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { detailErrors, errorsInLanguage, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { RoleFields } from './role-fields';
import { usePeopleLabels } from './role-labels';
import { useFormState } from './use-form-state';
import { type UserFormValues, blankRoleFields, createPayload, updatePayload } from './user-form-values';

type Props = {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** Saves the payload; resolves when saved (then the caller toasts and navigates). */
  save: (payload: ReturnType<typeof createPayload> | ReturnType<typeof updatePayload>) => Promise<unknown>;
  saving: boolean;
  side: (values: UserFormValues) => ReactNode;
  /** The roles that may be chosen (a school manager: teacher and student); all by default. */
  roles?: readonly Role[];
  /** Where Cancel leads. */
  cancelTo?: '/users' | '/teachers' | '/students';
};

/** The create and edit user form (spec 02 §5): contract validation, each message under its field. */
export function UserForm({ mode, initial, save, saving, side, roles = ROLES, cancelTo = '/users' }: Props) {
  const { t } = useLingui();
  const labels = usePeopleLabels();
  const roleOptions = labels.roleOptions().filter((o) => roles.includes(o.value));
  // Fewer roles than all: a school manager, who picks among their own schools only (no institution picker).
  const ownSchools = roles.length < ROLES.length;
  const form = useFormState(initial);
  const { values, errors, update } = form;
  const fallback = mode === 'create' ? t`Failed to create user` : t`Failed to update user`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = mode === 'create' ? createPayload(values) : updatePayload(values);
    const result = validateWith(mode === 'create' ? CreateUserSchema : UpdateUserSchema, payload);
    if (!result.ok) {
      form.setErrors(errorsInLanguage(result.errors));
      return;
    }
    try {
      await save(payload);
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      if (details.length) form.setErrors(detailErrors(details));
      notify.error(errorMessage(err, fallback));
    }
  }

  function changeRole(role: Role | '') {
    if (role === values.role) return;
    update(
      { role, ...blankRoleFields(role) },
      'role',
      'manages_institutions',
      'manages_schools',
      'teaching_assignments',
      'studies_at_school',
      'student_details',
    );
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack>
            <TextInput
              label={t`Name`}
              required
              value={values.name}
              error={errors.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
            <TextInput
              label={t`Email`}
              type="email"
              required
              autoComplete="off"
              value={values.email}
              error={errors.email}
              onChange={(e) => update({ email: e.currentTarget.value })}
            />
            {mode === 'create' && (
              <PasswordInput
                label={t`Password`}
                required
                description={t`At least 6 characters`}
                autoComplete="new-password"
                value={values.password}
                error={errors.password}
                onChange={(e) => update({ password: e.currentTarget.value })}
              />
            )}
            <PhoneInput
              value={values.phone}
              country={values.phoneCountry}
              error={errors.phone}
              onChange={(phone) => update({ phone })}
              onCountryChange={(phoneCountry) => update({ phoneCountry }, 'phone')}
            />
            <SimpleGrid cols={{ base: 1, sm: mode === 'edit' ? 2 : 1 }}>
              <Select
                label={t`Role`}
                required
                placeholder={t`Select a role`}
                data={roleOptions}
                value={values.role || null}
                error={errors.role}
                allowDeselect={false}
                onChange={(value) => changeRole((value ?? '') as Role | '')}
              />
              {mode === 'edit' && (
                <Select
                  label={t`Status`}
                  required
                  data={labels.statusOptions()}
                  value={values.status || null}
                  error={errors.status}
                  onChange={(value) => update({ status: (value ?? '') as UserStatus | '' })}
                />
              )}
            </SimpleGrid>
            <RoleFields mode={mode} values={values} errors={errors} update={update} ownSchools={ownSchools} />
            <Group justify="flex-end" mt="md">
              <LinkButton variant="default" to={cancelTo}>
                <Trans>Cancel</Trans>
              </LinkButton>
              <Button type="submit" loading={saving}>
                {mode === 'create' ? t`Create User` : t`Update User`}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{side(values)}</Grid.Col>
    </Grid>
  );
}
