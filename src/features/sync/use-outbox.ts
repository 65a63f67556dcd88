import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import type { OutboxKind } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { localDb } from '#src/offline/worker/local-db';
import { outboxSummary } from '#src/offline/worker/outbox';
import { onSyncState, syncState } from '#src/offline/page/sync-engine';
import { useLiveQuery } from '#src/lib/use-live-query';

export type OutboxView = {
  pending: OutboxEntry[];
  attention: OutboxEntry[];
  sent: OutboxEntry[];
  /** Sent with warnings not yet dismissed (a roll call's marks not taken): shown in 'Needs attention'. */
  notices: OutboxEntry[];
  /** When the server last confirmed one of this user's changes. */
  lastConfirmedAt: string | null;
  /** Everything made before this time is on the server (outboxSummary). */
  syncedUpTo: string | null;
};

const EMPTY: OutboxView = {
  pending: [],
  attention: [],
  sent: [],
  notices: [],
  lastConfirmedAt: null,
  syncedUpTo: null,
};

/** The signed-in user's outbox on this device, live (other tabs and the worker included). */
export function useOutbox(userId: string | undefined): OutboxView | undefined {
  return useLiveQuery(
    async () => {
      if (!userId) return EMPTY;
      const summary = await outboxSummary(localDb(), userId);
      return { ...summary, lastConfirmedAt: summary.sent[0]?.confirmedAt ?? null };
    },
    [userId],
    EMPTY,
  );
}

/** The page's replayer: whether it runs, and whether the server asked to sign in again (a 401). */
export const useSyncState = () => useSyncExternalStore(onSyncState, syncState);

/** What each kind of change is (rendered with `i18n._`). */
export const KIND_LABEL: Record<OutboxKind, MessageDescriptor> = {
  start: msg`Session start`,
  position: msg`Slide position`,
  end: msg`End of session and attendance`,
  cancel: msg`Session cancelled`,
};
