import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, type MantineSize, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOnline } from './use-online';

/** The line a screen shows offline for data this device has no copy of (an element: worded when it is drawn). */
export const NOT_ON_DEVICE: ReactNode = (
  <Trans>You are offline, and this device has no saved copy of this yet. It shows once the connection is back.</Trans>
);

/**
 * Offline, for data this device has no copy of, a plain line instead of a loader (issue 39: no spinner without
 * end). A query that needs the network pauses offline and resumes when it is back.
 */
export function NotOnDevice() {
  return (
    <Text c="dimmed" ta="center" role="status">
      {NOT_ON_DEVICE}
    </Text>
  );
}

/** A loader for the server's data ('Loading', or `label`); offline, where that data cannot come, the line above. */
export function DataLoader({ size, label }: { size?: MantineSize; label?: string }) {
  const { status } = useOnline();
  const { t } = useLingui();
  if (status === 'offline') return <NotOnDevice />;
  return <Loader size={size} role="status" aria-label={label ?? t`Loading`} />;
}
