import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_LINK_MESSAGES, SetPasswordSchema } from '#contract/password-links';
import { LinkButton } from '#src/components/link-button';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { detailErrors, errorsInLanguage, type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { usePasswordLink, useSetPassword } from '../api/password-link';
import { contractText } from '#src/i18n/contract-text';

type Props = { token: string; onDone: (email: string) => void };

/** /set-password?token=…: the page an approval e-mail links to; the first password, set once (issue 16). */
export function SetPasswordScreen({ token, onDone }: Props) {
  const { t } = useLingui();
  const link = usePasswordLink(token);
  const save = useSetPassword();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  if (token !== '' && link.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Checking your link`} />
      </Center>
    );
  }
  if (token === '' || link.isError || !link.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t`This link cannot be used`} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {token === ''
              ? contractText(PASSWORD_LINK_MESSAGES.linkInvalid)
              : errorMessage(link.error, PASSWORD_LINK_MESSAGES.linkInvalid)}
          </Text>
          <LinkButton to="/login" size="xs" variant="light">
            <Trans>Go to sign in</Trans>
          </LinkButton>
        </Stack>
      </Alert>
    );
  }
  const { name, email } = link.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { token, ...values };
    const result = validateWith(SetPasswordSchema, input);
    if (!result.ok) {
      setErrors(errorsInLanguage(result.errors));
      return;
    }
    save.mutate(input, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone(email);
      },
      onError: (err) => {
        const details = apiErrorOf(err)?.details ?? [];
        setErrors(detailErrors(details));
        notify.error(errorMessage(err, t`Failed to set your password`));
      },
    });
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    disabled: save.isPending,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: e.currentTarget.value });
      setErrors({ ...errors, [name]: '' });
    },
  });

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
    >
      <Stack gap="md">
        <div>
          <Title order={2}>
            <Trans>Welcome, {name}</Trans>
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Choose the password you will sign in with as {email}.</Trans>
          </Text>
        </div>
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={t`New password`}
          description={t`At least 6 characters`}
          required
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordInput label={t`Confirm password`} required autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" loading={save.isPending} fullWidth>
          <Trans>Set password</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
