import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { TOAST } from '#contract/constants';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useLogin } from '../api/login';

/** The sign-in card of spec 01 §2.4 and §4. */
export function LoginForm({ onSignedIn, initialEmail = '' }: { onSignedIn: () => void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  // The failure itself, not its text: the message is written at render, in the language shown then (issue 42).
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const loginMutation = useLogin();
  const { t } = useLingui();
  const busy = loginMutation.isPending;
  const loginFailed = t`Login failed`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          notify.success(t`Login successful!`);
          onSignedIn();
        },
        onError: (err) => {
          setError({ cause: err });
          notify.error(errorMessage(err, loginFailed), TOAST.loginErrorMs);
        },
      },
    );
  }

  return (
    <Paper
      component="form"
      onSubmit={submit}
      withBorder
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      w="100%"
      maw={420}
    >
      <Stack gap="md">
        <div>
          <Title order={2}>
            <Trans>Welcome back</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Enter your credentials to access the Learning Management System</Trans>
          </Text>
        </div>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(error.cause, loginFailed)}
          </Alert>
        )}
        <TextInput
          label={t`Email`}
          type="email"
          required
          autoComplete="username"
          value={email}
          disabled={busy}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
        />
        <PasswordInput
          label={t`Password`}
          required
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={false} disabled={busy} fullWidth>
          {busy ? t`Signing in...` : t`Sign in`}
        </Button>
      </Stack>
    </Paper>
  );
}
