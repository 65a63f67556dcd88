/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { readAuth } from './auth-meta';
import { deckSyncFailure, syncAssignedDecks } from './deck-sync';
import { cacheDb, localDb } from './local-db';
import { type FromWorker, OUTBOX_LOCK, OUTBOX_SYNC_TAG, toWorkerMessage } from './messages';
import { replayOutbox } from './replay';

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built file, versioned by Workbox's precache manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links open offline: every navigation outside /api is answered with the precached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A language's files (its catalog, which carries the contract's messages, and its script's font) are not precached: only its readers
// fetch them (vite.config.ts LANGUAGE_FILES). Once fetched they are kept, so the chosen language holds offline. Their
// names carry their hash: a new build's are new files, and the oldest beyond two builds' worth are let go.
const LANGUAGE_FILE = /^\/assets\/(?:hi-IN|pa-IN|devanagari|gurmukhi|noto-sans-[\w-]+)-[\w-]+\.(?:js|json|woff2)$/;
registerRoute(
  ({ url }) => url.origin === self.location.origin && LANGUAGE_FILE.test(url.pathname),
  new CacheFirst({ cacheName: 'pathshala-languages', plugins: [new ExpirationPlugin({ maxEntries: 24 })] }),
);

// The device's database is created (and later upgraded) here, while the worker installs, rather than by the first
// page that needs it: in WebKit, a page that navigates away in the middle of a database's upgrade leaves that
// database unopenable until the browser restarts, every later open waiting for ever (docs/decisions/033). A worker
// is never navigated away, and a page signs in seconds after the worker installs. (At activation it came too late:
// the page after sign-in had created it already, and the WebKit journey froze again.) Never more than 10 s: an
// open held by a frozen connection must not hold the install.
self.addEventListener('install', (event) => {
  const opened = localDb()
    .open()
    .then(
      () => undefined,
      (error) => console.error('The device database did not open', error),
    );
  event.waitUntil(Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 10_000))]));
});

async function broadcast(message: FromWorker) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

/** Keeps the signed-in teacher's decks on the device (docs/decisions/004), reporting progress to every tab. */
async function syncDecks(grades: number[]) {
  const auth = await readAuth(localDb());
  if (!auth) return;
  try {
    const result = await syncAssignedDecks(
      {
        // Decks and images can be fetched again: the relaxed handle (docs/decisions/028).
        db: cacheDb(),
        token: auth.token,
        apiBase: '/api',
        onProgress: (progress) => void broadcast({ type: 'deck-progress', ...progress }),
      },
      grades,
    );
    await broadcast({ type: 'decks-synced', ...result });
  } catch (error) {
    await broadcast({ type: 'deck-sync-failed', failure: deckSyncFailure(error) });
  }
}

/**
 * Replays the outbox when Background Sync wakes the worker (the page does the same on its own triggers); its writes
 * (sent, needs attention) go through the strict handle like the page's.
 */
async function replay() {
  const db = localDb();
  const auth = await readAuth(db);
  if (!auth) return;
  const run = () => replayOutbox({ db, userId: auth.userId, token: auth.token, apiBase: '/api' });
  const result = await navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : null));
  await broadcast({ type: 'outbox-changed' });
  // Anything still waiting makes the sync fail, so the browser tries again later.
  if (result?.outcome === 'retry') throw new Error('Outbox not fully sent');
}

let deckSync: Promise<void> = Promise.resolve();
self.addEventListener('message', (event) => {
  const message = toWorkerMessage(event.data);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'sync-decks') {
    const grades = message.grades;
    // One deck sync at a time; the next request waits for the one in progress.
    deckSync = deckSync.then(() => syncDecks(grades));
    event.waitUntil(deckSync);
  }
});

self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(replay());
});
