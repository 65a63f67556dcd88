import { connectivity, reportAnswer, reportFailure } from '#src/lib/connectivity';
import { readAuth } from '#src/offline/worker/auth-meta';
import { localDb } from '#src/offline/worker/local-db';
import { isOutboxChanged, OUTBOX_LOCK, OUTBOX_SYNC_TAG } from '#src/offline/worker/messages';
import { backoffDelay } from '#src/offline/worker/outbox-rules';
import { type ReplayResult, replayOutbox } from '#src/offline/worker/replay';

/**
 * Runs the outbox replay in the page (ARCHITECTURE.md §5): at start, on `online`, on focus, after every queued
 * change (kickReplay) and on a backoff timer after failures (1 s doubling to 5 min, with jitter); one replayer
 * across tabs through Web Locks. Background Sync, where it exists, wakes the service worker to do the same.
 */
const listeners = new Set<(state: SyncState) => void>();
export type SyncState = {
  lastResult: ReplayResult | null;
  lastConfirmedAt: string | null;
  needsSignIn: boolean;
  running: boolean;
};
let state: SyncState = { lastResult: null, lastConfirmedAt: null, needsSignIn: false, running: false };
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function publish(patch: Partial<SyncState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener(state);
}

export const syncState = () => state;
export function onSyncState(listener: (s: SyncState) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function runOnce(): Promise<void> {
  // With no network at all nothing can be sent: the `online` event replays (moves offline would each retry).
  if (navigator.onLine === false) return;
  const db = localDb();
  const auth = await readAuth(db);
  if (!auth) return;
  const run = async () => {
    publish({ running: true });
    try {
      const result = await replayOutbox({ db, userId: auth.userId, token: auth.token, apiBase: '/api' });
      publish({
        lastResult: result,
        needsSignIn: result.outcome === 'auth',
        ...(result.sent > 0 ? { lastConfirmedAt: new Date().toISOString() } : {}),
      });
      schedule(result);
    } finally {
      publish({ running: false });
    }
  };
  // One replayer at a time: while another tab (or the worker) holds the lock, this tab waits its turn and then
  // replays what is left (usually nothing, so no request), which also tells this tab the outcome (e.g. a 401).
  if (navigator.locks) await navigator.locks.request(OUTBOX_LOCK, run);
  else await run();
}

function schedule(result: ReplayResult) {
  clearTimeout(timer);
  if (result.outcome !== 'retry') {
    attempt = 0;
    return;
  }
  timer = setTimeout(() => void kickReplay(), backoffDelay(attempt++, Math.random()));
}

let inFlight: Promise<void> | null = null;
/** Replays now (or right after the replay in progress). Safe to call often. */
export function kickReplay(): Promise<void> {
  const next = (inFlight ?? Promise.resolve())
    .then(runOnce)
    .catch((error) => console.error('Outbox replay failed', error));
  inFlight = next;
  void requestBackgroundSync();
  return next;
}

async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync is optional; the page's own triggers cover it.
  }
}

/** Starts the triggers once per page, and tells the connectivity watch what each replay learnt of the server. */
export function startSyncEngine() {
  if (started) return;
  started = true;
  // The server is back (after being offline or unreachable): send what waits now, not at the next backoff.
  connectivity.onReconnect(() => void kickReplay());
  let seen: unknown = null;
  onSyncState((sync) => {
    if (sync.running || !sync.lastResult || sync.lastResult === seen) return;
    seen = sync.lastResult;
    if (sync.lastResult.outcome === 'retry') reportFailure();
    else if (sync.lastResult.requests > 0) reportAnswer();
  });
  window.addEventListener('online', () => void kickReplay());
  window.addEventListener('focus', () => void kickReplay());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void kickReplay();
  });
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (isOutboxChanged(event.data)) publish({ lastConfirmedAt: new Date().toISOString() });
  });
  void kickReplay();
}
