import { Center } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { requireGuest, safeRedirect } from '../lib/guards';

export const Route = createFileRoute('/login')({
  // The page to return to after sign-in (followed only when same-site: safeRedirect).
  // email: filled in when a printed sign-in card's QR code opened the page (issue 13).
  validateSearch: (search: Record<string, unknown>): { redirect?: string; email?: string } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.email === 'string' ? { email: search.email.slice(0, 254) } : {}),
  }),
  beforeLoad: requireGuest,
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md">
      <LoginForm initialEmail={email} onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })} />
    </Center>
  );
}
