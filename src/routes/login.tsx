import { Anchor, Center, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { requireGuest, safeRedirect } from '../lib/guards';

export const Route = createFileRoute('/login')({
  // The page to return to after sign-in (followed only when same-site: safeRedirect); email: filled in when a
  // printed sign-in card's QR code opened the page (issue 13).
  validateSearch: (search: Record<string, unknown>): { redirect?: string; email?: string } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.email === 'string' ? { email: search.email.slice(0, 254) } : {}),
  }),
  beforeLoad: requireGuest,
  component: LoginPage,
});

/** The sign-in page: the product's name, the sign-in card, and the ways in for schools and teachers not yet with us. */
function LoginPage() {
  const { redirect, email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        <Stack align="center" gap={2}>
          <Group gap="xs">
            <img src="/favicon.svg" alt="" width={36} height={36} />
            <Title order={1} size="h2">
              Pathshala
            </Title>
          </Group>
          <Text c="dimmed" size="sm" ta="center">
            The AI curriculum, taught in class — online or offline
          </Text>
        </Stack>
        <LoginForm initialEmail={email} onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })} />
        <Stack gap={4} align="center">
          <Text size="sm" ta="center">
            A school that would like Pathshala?{' '}
            <Anchor component={Link} to="/enquire">
              Send an enquiry
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            Want to teach with us?{' '}
            <Anchor component={Link} to="/teacher-application">
              Apply as a teacher
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </Center>
  );
}
