import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_LINK_MESSAGES, SetPasswordSchema } from '#contract/password-links';
import { LinkButton } from '#src/components/link-button';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { usePasswordLink, useSetPassword } from '../api/password-link';

type Props = { token: string; onDone: (email: string) => void };

/** /set-password?token=…: the page an approval e-mail links to; the first password, set once (issue 16). */
export function SetPasswordScreen({ token, onDone }: Props) {
  const link = usePasswordLink(token);
  const save = useSetPassword();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  if (token !== '' && link.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Checking your link" />
      </Center>
    );
  }
  if (token === '' || link.isError || !link.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="This link cannot be used" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {token === ''
              ? PASSWORD_LINK_MESSAGES.linkInvalid
              : errorMessage(link.error, PASSWORD_LINK_MESSAGES.linkInvalid)}
          </Text>
          <LinkButton to="/login" size="xs" variant="light">
            Go to sign in
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
      setErrors(result.errors);
      return;
    }
    save.mutate(input, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone(email);
      },
      onError: (err) => {
        const details = apiErrorOf(err)?.details ?? [];
        setErrors(Object.fromEntries(details.map((d) => [d.field, d.msg])));
        notify.error(errorMessage(err, 'Failed to set your password'));
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
          <Title order={2}>Welcome, {name}</Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            Choose the password you will sign in with as {email}.
          </Text>
        </div>
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="New password"
          description="At least 6 characters"
          required
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...field('password')}
        />
        <PasswordInput
          label="Confirm password"
          required
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...field('confirmPassword')}
        />
        <Button type="submit" loading={save.isPending} fullWidth>
          Set password
        </Button>
      </Stack>
    </Paper>
  );
}
