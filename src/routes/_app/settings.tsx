import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_MESSAGES } from '#contract/auth';
import { PageHeader } from '#src/components/page-header';
import { ChangePasswordForm } from '#src/features/auth/components/change-password-form';
import { session } from '#src/lib/session';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/settings')({ component: Settings });

function Settings() {
  const navigate = useNavigate();
  // Sent here at the first sign-in with a given password: once changed, on to the dashboard.
  const [forced] = useState(() => Boolean(session.user()?.must_change_password));
  const current = useSession();
  const mustChange = Boolean(current?.user.must_change_password);
  return (
    <Stack>
      <PageHeader title="Settings" subtitle="Your account" />
      {mustChange && (
        <Alert color="orange" icon={<IconLock size={18} />} title={AUTH_MESSAGES.mustChangePassword} maw={480}>
          You signed in with the password you were given (for imported students, your student ID). Choose your own
          password to start using Pathshala.
        </Alert>
      )}
      <ChangePasswordForm onChanged={forced ? () => navigate({ to: '/dashboard', replace: true }) : undefined} />
    </Stack>
  );
}
