import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOnline } from '#src/components/network/use-online';
import { clock } from '#src/lib/format';

/**
 * The oldest data the screen shows: the least recent update among the queries on screen that have data
 * (else when the saved cache was written).
 */
function useShownDataTime(enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const [time, setTime] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let reads = 0;
    const read = () => {
      const id = ++reads;
      const times = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.getObserversCount() > 0 && q.state.data !== undefined && q.state.dataUpdatedAt > 0)
        .map((q) => q.state.dataUpdatedAt);
      if (times.length) setTime(Math.min(...times));
      else
        void import('#src/offline/page/query-persist')
          .then((m) => m.persistedAt())
          .then((saved) => id === reads && setTime(saved));
    };
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        read();
      }, 250);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [enabled, queryClient]);
  return time;
}

/** Offline (or the server unreachable): the screens show the last known data, read-only, with its age. */
export function OfflineBanner() {
  const { t } = useLingui();
  const { status } = useOnline();
  const time = useShownDataTime(status !== 'online');
  if (status === 'online') return null;
  const from = time ? clock(time, true) : '';
  const text =
    status === 'offline'
      ? time
        ? t`Offline — showing data from ${from}. Actions that need the server are disabled until the connection is back.`
        : t`Offline — showing data saved on this device. Actions that need the server are disabled until the connection is back.`
      : time
        ? t`Server unreachable — showing data from ${from}. Actions that need the server are disabled until the connection is back.`
        : t`Server unreachable — showing data saved on this device. Actions that need the server are disabled until the connection is back.`;
  return (
    <Alert
      color={status === 'offline' ? 'gray' : 'orange'}
      variant="light"
      icon={<IconCloudOff size={18} />}
      role="status"
      aria-label={t`Connection`}
      mb="md"
      py="xs"
    >
      {text}
    </Alert>
  );
}
