import { Center } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '../features/auth/components/login-form';
import { requireGuest, safeRedirect } from '../lib/guards';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: requireGuest,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md">
      <LoginForm onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })} />
    </Center>
  );
}
