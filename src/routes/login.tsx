import { Center } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { requireGuest, safeRedirect } from '../lib/guards';

export const Route = createFileRoute('/login')({
  // The page to return to after sign-in (followed only when same-site: safeRedirect).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
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
