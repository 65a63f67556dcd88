import { type DeckProgress, type DeckSyncFailure, deckSyncFailure } from '#src/offline/worker/deck-sync';
import type { DeckEvent } from '#src/offline/worker/messages';
import { onDeckEvent, requestDeckSync } from './deck-runner';

/**
 * What the deck sync is doing now, from the worker's (or the page's) deck events: whether a sync runs, each
 * grade's download progress, and the last failure (a clear one when space is short), which the panel words.
 */
export type DeckActivity = {
  running: boolean;
  progress: Record<number, DeckProgress>;
  error: DeckSyncFailure | null;
  finishedAt: number | null;
};

/** A sync that reports nothing for this long is taken as over (a worker stopped by the browser, say). */
const SILENT_MS = 60_000;

let state: DeckActivity = { running: false, progress: {}, error: null, finishedAt: null };
const listeners = new Set<() => void>();
let silence: ReturnType<typeof setTimeout> | undefined;
let queued: number[] | null = null;

function publish(patch: Partial<DeckActivity>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function watchSilence() {
  clearTimeout(silence);
  silence = setTimeout(() => finish({ error: null }), SILENT_MS);
}

function finish(patch: Partial<DeckActivity>) {
  clearTimeout(silence);
  publish({ running: false, progress: {}, finishedAt: Date.now(), ...patch });
  const next = queued;
  queued = null;
  if (next) void syncDecks(next);
}

/** A worker of the version before the codes (until the page updates it) sent its English text: shown as it came. */
function failureOf(event: Extract<DeckEvent, { type: 'deck-sync-failed' }>): DeckSyncFailure {
  const older: unknown = Reflect.get(event, 'message');
  return event.failure ?? { code: 'other', detail: typeof older === 'string' ? older : '' };
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  onDeckEvent((event) => {
    if (event.type === 'deck-progress') {
      const { type: _, ...progress } = event;
      publish({ running: true, progress: { ...state.progress, [progress.grade]: progress } });
      watchSilence();
    } else if (event.type === 'decks-synced') finish({ error: null });
    else finish({ error: failureOf(event) });
  });
}

export const deckActivity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Keeps the grades' decks on the device (and only those). One sync at a time from this tab: a request made
 * while one runs is done right after it. `when: 'idle'`: an automatic sync (app start, a new assignment) waits
 * for the page to be idle, so the first screen never competes with the slide downloads (issue 14).
 */
export async function syncDecks(grades: number[], when: 'now' | 'idle' = 'now'): Promise<void> {
  listen();
  if (state.running) {
    queued = grades;
    return;
  }
  publish({ running: true, error: null, progress: {} });
  watchSilence();
  try {
    await requestDeckSync(grades, when);
  } catch (error) {
    finish({ error: deckSyncFailure(error) });
  }
}
