/**
 * The offline core as a browser script for the offline benches (bundled by offline-bundle.ts): the same code
 * the app and its service worker run, exposed on `window.offlineBench`.
 */
import { syncDeck } from '#src/lib/sync/deck-sync';
import { openCacheDb, openLocalDb } from '#src/lib/sync/local-db';
import { queueEnd, queuePosition, queueStart } from '#src/lib/sync/outbox';
import { replayOutbox } from '#src/lib/sync/replay';
import { endTeaching, recordMove, startTeaching } from '#src/features/sessions/offline/teaching-session';

const api = {
  openLocalDb,
  openCacheDb,
  syncDeck,
  queueStart,
  queuePosition,
  queueEnd,
  replayOutbox,
  startTeaching,
  recordMove,
  endTeaching,
};
export type OfflineBench = typeof api;
(globalThis as unknown as { offlineBench: OfflineBench }).offlineBench = api;
