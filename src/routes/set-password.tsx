import { Center, Group, Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SetPasswordScreen } from '../features/auth/components/set-password-screen';

/** Public: the one-time link an approval e-mails (issue 16). Not guarded: the link works whoever is signed in. */
export const Route = createFileRoute('/set-password')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 100) : '',
  }),
  component: SetPasswordPage,
});

function SetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <Title order={1} size="h2">
            Pathshala
          </Title>
        </Group>
        <SetPasswordScreen
          token={token}
          onDone={(email) => navigate({ to: '/login', search: { email }, replace: true })}
        />
      </Stack>
    </Center>
  );
}
