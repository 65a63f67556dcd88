import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_MESSAGES } from '#contract/auth';
import { PageHeader } from '#src/components/page-header';
import { ChangePasswordForm } from '#src/features/auth/components/change-password-form';
import { session } from '#src/lib/session';
import { useSession } from '#src/lib/use-session';
import { contractText } from '#src/i18n/contract-text';

export const Route = createFileRoute('/_app/settings')({ component: Settings });

function Settings() {
  const navigate = useNavigate();
  // Sent here at the first sign-in with a given password: once changed, on to the dashboard.
  const [forced] = useState(() => Boolean(session.user()?.must_change_password));
  const current = useSession();
  const mustChange = Boolean(current?.user.must_change_password);
  const { t } = useLingui();
  return (
    <Stack>
      <PageHeader title={t`Settings`} subtitle={t`Your account`} />
      {mustChange && (
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={contractText(AUTH_MESSAGES.mustChangePassword)}
          maw={480}
        >
          {/* Only a student signed in with the one-time code of a sign-in card must change their password (issue 13). */}
          <Trans>
            You signed in with the one-time code on your sign-in card. Choose your own password to start using
            Pathshala: type the code as your current password.
          </Trans>
        </Alert>
      )}
      <ChangePasswordForm
        currentHint={mustChange ? t`The code on your sign-in card` : undefined}
        onChanged={forced ? () => navigate({ to: '/dashboard', replace: true }) : undefined}
      />
    </Stack>
  );
}
