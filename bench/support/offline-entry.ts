/**
 * The offline core as a browser script for the offline benches (bundled by offline-bundle.ts): the same code
 * the app and its service worker run, exposed on `window.offlineBench`.
 */
import { syncDeck } from '#src/offline/worker/deck-sync';
import { openCacheDb, openLocalDb } from '#src/offline/worker/local-db';
import { queueEnd, queuePosition, queueStart } from '#src/offline/worker/outbox';
import { replayOutbox } from '#src/offline/worker/replay';
import { endTeaching, recordMove, startTeaching } from '#src/offline/page/teaching/teaching-session';

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
