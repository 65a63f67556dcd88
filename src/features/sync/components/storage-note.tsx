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
  if (!storage || storage.usage === null || storage.quota === null) return null;
  return (
    <Text size="xs" c="dimmed">
      This device holds {mb(storage.usage)} for Pathshala; {mb(Math.max(0, storage.quota - storage.usage))} more is
      available.{' '}
      {storage.persisted
        ? 'The browser keeps it even when space runs low.'
        : 'The browser may clear it when space runs low: installing the app helps keep it.'}
    </Text>
  );
}
