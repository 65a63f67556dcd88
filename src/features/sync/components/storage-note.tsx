import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { mb } from '../format';

type Storage = { usage: number | null; quota: number | null; persisted: boolean | null };

/** How much this device holds for the app, how much is free, and whether the browser may clear it. */
export function StorageNote({ refreshKey }: { refreshKey: unknown }) {
  const [storage, setStorage] = useState<Storage | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each deck sync (refreshKey).
  useEffect(() => {
    let live = true;
    void (async () => {
      const estimate = await navigator.storage?.estimate?.().catch(() => null);
      const persisted = (await navigator.storage?.persisted?.().catch(() => null)) ?? null;
      if (live) setStorage({ usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted });
    })();
    return () => {
      live = false;
    };
  }, [refreshKey]);
  if (!storage) return null;
  if (typeof navigator.storage === 'undefined') {
    return (
      <Text size="xs" c="dimmed" aria-label="Storage on this device">
        This browser does not report its storage: how much the slides use, what is left, and whether it keeps them are
        unknown.
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed" aria-label="Storage on this device">
      {storage.usage !== null && storage.quota !== null
        ? `This device holds ${mb(storage.usage)} for Pathshala; ${mb(Math.max(0, storage.quota - storage.usage))} more is available. `
        : ''}
      {storage.persisted === true
        ? 'Persistent storage: on — the browser keeps the slides even when space runs low.'
        : storage.persisted === false
          ? 'Persistent storage: off — the browser may clear the slides when space runs low; installing the app helps keep them.'
          : 'This browser does not say whether it keeps the slides when space runs low.'}
    </Text>
  );
}
