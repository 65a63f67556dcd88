import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { plural } from '#src/lib/format';
import { session } from '#src/lib/session';
import { useOutbox, useSyncState } from '../use-outbox';

/** The server refused the device's sign-in while sending (a 401): the saved changes wait for a new sign-in. */
export function SignInAgainBanner({ userId }: { userId: string }) {
  const sync = useSyncState();
  const pending = useOutbox(userId)?.pending.length ?? 0;
  if (!sync.needsSignIn || pending === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconLogin size={18} />} mb="md" py="xs" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Sign in again to send {plural(pending, 'saved change')}
        </Text>
        <Button size="xs" color="orange" onClick={() => session.clear('rejected')}>
          Sign in again
        </Button>
      </Group>
    </Alert>
  );
}
