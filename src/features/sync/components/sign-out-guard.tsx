import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { connectivity } from '#src/lib/connectivity';

// Loaded when first needed: the shell's first paint needs neither the dialog nor the device database.
const ConfirmDialog = lazy(() => import('#src/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

async function unsentCount(userId: string): Promise<number> {
  try {
    const { localDb } = await import('#src/offline/worker/local-db');
    const entries = await localDb().outbox.where({ userId }).toArray();
    return entries.filter((e) => e.status !== 'sent').length;
  } catch {
    return 0;
  }
}

/**
 * Log out, with a warning when changes are not yet sent: they stay on this device (keyed by user) and are sent
 * when the same user signs in again. Returns the action for the menu and the dialog to render.
 */
export function useSignOutGuard(userId: string | undefined, logout: () => Promise<void> | void) {
  const { t } = useLingui();
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    const count = userId ? await unsentCount(userId) : 0;
    if (count === 0) return void logout();
    setUnsent(count);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      setUnsent(0);
    }
  };

  const dialog: ReactNode = unsent > 0 && (
    <Suspense fallback={null}>
      <ConfirmDialog
        opened={unsent > 0}
        title={t`Log out?`}
        message={
          <Stack gap="xs">
            <Text>
              <Trans>
                <Plural value={unsent} one="# change is" other="# changes are" /> not yet sent. They stay on this device
                and are sent when you sign in again.
              </Trans>
            </Text>
            {connectivity.get().status !== 'online' && (
              <Text size="sm" c="dimmed">
                <Trans>You are offline: signing in again needs a connection.</Trans>
              </Text>
            )}
          </Stack>
        }
        confirmLabel={t`Log out`}
        cancelLabel={t`Stay signed in`}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setUnsent(0)}
      />
    </Suspense>
  );
  return { request: () => void request(), dialog };
}
