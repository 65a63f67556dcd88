import { Trans } from '@lingui/react/macro';
import { Button, Group, Notification } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { applyUpdate, onUpdateWaiting, updateWaiting } from '#src/lib/pwa';

/** 'A new version is available — Reload', shown until the user reloads. */
export function UpdateBanner() {
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting);
  if (!waiting) return null;
  return (
    <Notification
      withCloseButton={false}
      color="blue"
      role="status"
      style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <span>
          <Trans>A new version is available</Trans>
        </span>
        <Button size="xs" onClick={applyUpdate}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Notification>
  );
}
