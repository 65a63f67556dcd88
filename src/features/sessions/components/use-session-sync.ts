import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { markOf } from '#src/offline/worker/device-sessions';
import { localDb } from '#src/offline/worker/local-db';

export type SessionSync = { state: 'saved' | 'pending' | 'attention'; message: string | null };

/** 'saved' only once the server confirmed every queued entry of the session. */
export function sessionSync(entries: OutboxEntry[]): SessionSync {
  const mark = markOf(entries);
  if (mark.state === 'attention') return { state: 'attention', message: mark.message };
  return { state: mark.state === 'sent' ? 'saved' : 'pending', message: null };
}

/** A session's outbox entries on this device, live; null while reading or when it has none here. */
export function useSessionSync(sessionId: string | undefined): SessionSync | null {
  const [sync, setSync] = useState<SessionSync | null>(null);
  useEffect(() => {
    setSync(null);
    if (!sessionId) return;
    const subscription = liveQuery(() => localDb().outbox.where({ sessionId }).toArray()).subscribe({
      next: (entries) => setSync(entries.length ? sessionSync(entries) : null),
      error: () => setSync(null),
    });
    return () => subscription.unsubscribe();
  }, [sessionId]);
  return sync;
}
