import { Button, Grid, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ROLES, ROLE_LABELS, type Role, USER_STATUSES, type UserStatus } from '#contract/roles';
import { CreateUserSchema, UpdateUserSchema } from '#contract/people-accounts';
import { LinkButton } from '#src/components/link-button';
import { PhoneInput } from '#src/components/phone-input/phone-input';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { RoleFields } from './role-fields';
import { useFormState } from './use-form-state';
import { type UserFormValues, blankRoleFields, createPayload, updatePayload } from './user-form-values';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

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
  const roleOptions = ROLE_OPTIONS.filter((o) => roles.includes(o.value));
  // Fewer roles than all: a school manager, who picks among their own schools only (no institution picker).
  const ownSchools = roles.length < ROLES.length;
  const form = useFormState(initial);
  const { values, errors, update } = form;
  const fallback = mode === 'create' ? 'Failed to create user' : 'Failed to update user';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = mode === 'create' ? createPayload(values) : updatePayload(values);
    const result = validateWith(mode === 'create' ? CreateUserSchema : UpdateUserSchema, payload);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    try {
      await save(payload);
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      if (details.length) form.setErrors(Object.fromEntries(details.map((d) => [d.field, d.msg])));
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
              label="Name"
              required
              value={values.name}
              error={errors.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              value={values.email}
              error={errors.email}
              onChange={(e) => update({ email: e.currentTarget.value })}
            />
            {mode === 'create' && (
              <PasswordInput
                label="Password"
                required
                description="At least 6 characters"
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
                label="Role"
                required
                placeholder="Select a role"
                data={roleOptions}
                value={values.role || null}
                error={errors.role}
                allowDeselect={false}
                onChange={(value) => changeRole((value ?? '') as Role | '')}
              />
              {mode === 'edit' && (
                <Select
                  label="Status"
                  required
                  data={STATUS_OPTIONS}
                  value={values.status || null}
                  error={errors.status}
                  onChange={(value) => update({ status: (value ?? '') as UserStatus | '' })}
                />
              )}
            </SimpleGrid>
            <RoleFields mode={mode} values={values} errors={errors} update={update} ownSchools={ownSchools} />
            <Group justify="flex-end" mt="md">
              <LinkButton variant="default" to={cancelTo}>
                Cancel
              </LinkButton>
              <Button type="submit" loading={saving}>
                {mode === 'create' ? 'Create User' : 'Update User'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{side(values)}</Grid.Col>
    </Grid>
  );
}
