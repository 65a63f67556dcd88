import { Trans } from '@lingui/react/macro';
import { Anchor, Center, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { LanguagePicker } from '../i18n/language-picker';
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
        <Group justify="flex-end" w="100%">
          <LanguagePicker />
        </Group>
        <Stack align="center" gap={2}>
          <Group gap="xs">
            <img src="/favicon.svg" alt="" width={36} height={36} />
            <Title order={1} size="h2">
              Pathshala
            </Title>
          </Group>
          <Text c="dimmed" size="sm" ta="center">
            <Trans>The AI curriculum, taught in class — online or offline</Trans>
          </Text>
        </Stack>
        <LoginForm initialEmail={email} onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })} />
        <Stack gap={4} align="center">
          <Text size="sm" ta="center">
            <Trans>A school that would like Pathshala?</Trans>{' '}
            <Anchor component={Link} to="/enquire">
              <Trans>Send an enquiry</Trans>
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            <Trans>Want to teach with us?</Trans>{' '}
            <Anchor component={Link} to="/teacher-application">
              <Trans>Apply as a teacher</Trans>
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </Center>
  );
}
