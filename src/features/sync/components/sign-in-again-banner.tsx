import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { session } from '#src/lib/session';
import { useOutbox, useSyncState } from '../use-outbox';

/** The server refused the device's sign-in while sending (a 401): the saved changes wait for a new sign-in. */
export function SignInAgainBanner({ userId }: { userId: string }) {
  const sync = useSyncState();
  const pendingCount = useOutbox(userId)?.pending.length ?? 0;
  if (!sync.needsSignIn || pendingCount === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconLogin size={18} />} mb="md" py="xs" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          <Trans>
            Sign in again to send <Plural value={pendingCount} one="# saved change" other="# saved changes" />
          </Trans>
        </Text>
        <Button size="xs" color="orange" onClick={() => session.clear('rejected')}>
          <Trans>Sign in again</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
