import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { mb } from '../format';

type Storage = { usage: number | null; quota: number | null; persisted: boolean | null };

/** How much this device holds for the app, how much is free, and whether the browser may clear it. */
export function StorageNote({ refreshKey }: { refreshKey: unknown }) {
  const { t } = useLingui();
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
      <Text size="xs" c="dimmed" aria-label={t`Storage on this device`}>
        <Trans>
          This browser does not report its storage: how much the slides use, what is left, and whether it keeps them are
          unknown.
        </Trans>
      </Text>
    );
  }
  const held = storage.usage !== null ? mb(storage.usage) : '';
  const free = storage.usage !== null && storage.quota !== null ? mb(Math.max(0, storage.quota - storage.usage)) : '';
  return (
    <Text size="xs" c="dimmed" aria-label={t`Storage on this device`}>
      {storage.usage !== null && storage.quota !== null
        ? `${t`This device holds ${held} for Pathshala; ${free} more is available.`} `
        : ''}
      {storage.persisted === true
        ? t`Persistent storage: on — the browser keeps the slides even when space runs low.`
        : storage.persisted === false
          ? t`Persistent storage: off — the browser may clear the slides when space runs low; installing the app helps keep them.`
          : t`This browser does not say whether it keeps the slides when space runs low.`}
    </Text>
  );
}
