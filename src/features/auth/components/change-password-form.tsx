import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ChangePasswordSchema } from '#contract/auth';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { session } from '#src/lib/session';
import { useChangePassword } from '../api/change-password';
import { contractText } from '#src/i18n/contract-text';
import { detailErrors } from '#src/lib/form-errors';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm', string>>;

/** `onChanged` runs after a successful change (the session then no longer asks for one). */
export function ChangePasswordForm({
  onChanged,
  currentHint,
}: {
  onChanged?: () => void;
  /** Under 'Current password': what to type there (the sign-in card's code at a first sign-in). */
  currentHint?: string;
} = {}) {
  const { t } = useLingui();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useChangePassword();

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    disabled: mutation.isPending,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: e.currentTarget.value });
      setErrors({ ...errors, [name]: undefined });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(ChangePasswordSchema, values);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) next[v.getDotPath(issue) as keyof Errors] ??= contractText(issue.message);
    }
    if (values.confirm !== values.newPassword) next.confirm = t`Passwords do not match`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify.success(t`Password changed successfully`);
          setValues({ currentPassword: '', newPassword: '', confirm: '' });
          const user = session.user();
          if (user?.must_change_password) session.updateUser({ ...user, must_change_password: false });
          onChanged?.();
        },
        onError: (err) => {
          const details = apiErrorOf(err)?.details ?? [];
          if (details.length) setErrors(detailErrors(details));
          notify.error(errorMessage(err, t`Failed to change password`));
        },
      },
    );
  }

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="md" maw={480}>
      <Stack>
        <Title order={2} size="h3">
          <Trans>Change password</Trans>
        </Title>
        <PasswordInput
          label={t`Current password`}
          description={currentHint}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          description={t`At least 6 characters`}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordInput label={t`Confirm new password`} autoComplete="new-password" {...field('confirm')} />
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
