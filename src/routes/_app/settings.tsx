import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';

export const Route = createFileRoute('/_app/settings')({ component: Settings });

function Settings() {
  return (
    <Stack>
      <PageHeader title="Settings" subtitle="Your account" />
      <ChangePasswordForm />
    </Stack>
  );
}
