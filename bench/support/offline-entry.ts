/**
 * The offline core as a browser script for the offline benches (bundled by offline-bundle.ts): the same code
 * the app and its service worker run, exposed on `window.offlineBench`.
 */
import { syncDeck } from '#src/lib/offline/deck-sync';
import { openLocalDb } from '#src/lib/offline/local-db';
import { queueEnd, queuePosition, queueStart } from '#src/lib/offline/outbox';
import { replayOutbox } from '#src/lib/offline/replay';
import { endTeaching, recordMove, startTeaching } from '#src/features/teaching/offline/teaching-session';

const api = {
  openLocalDb,
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
