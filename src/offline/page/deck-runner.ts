import { gradeOf } from '#contract/class-level';
import type { TeachingAssignment } from '#contract/user';
import { readAuth } from '#src/offline/worker/auth-meta';
import { deckSyncFailure, syncAssignedDecks } from '#src/offline/worker/deck-sync';
import { cacheDb, localDb } from '#src/offline/worker/local-db';
import { type DeckEvent, isDeckEvent, type ToWorker } from '#src/offline/worker/messages';
import { whenWorkerAsked } from '#src/lib/pwa';
import { whenSettled } from '#src/lib/when-settled';

/**
 * Asks the service worker to keep the teacher's decks on the device (the page does it itself when no worker
 * controls it, e.g. in development). Progress and results arrive as events for the readiness panel.
 */

const listeners = new Set<(event: DeckEvent) => void>();
export function onDeckEvent(listener: (event: DeckEvent) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: DeckEvent) => {
  for (const listener of listeners) listener(event);
};

let listening = false;
function listenToWorker() {
  if (listening || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isDeckEvent(event.data)) emit(event.data);
  });
}

/** Grades 1..12 of a teacher's assigned classes ('7C' teaches from the grade-7 deck). */
export function assignedGrades(assignments: TeachingAssignment[]): number[] {
  const grades = assignments.flatMap((a) => a.classes.map(gradeOf)).filter((g): g is number => g !== null);
  return [...new Set(grades)].sort((a, b) => a - b);
}

/**
 * The service worker to do the work, even for a page it does not control yet (a first visit): its downloads and
 * IndexedDB writes then never take the page's main thread. Null when there is none (development, no support).
 */
async function deckWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
  // A first visit: the page registers its worker after the first screen; a deck check may come before that.
  await Promise.race([whenWorkerAsked(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.active) return registration.active;
  if (!registration) return null;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  return ready?.active ?? null;
}

/** Keeps the teacher's decks on the device; `when: 'idle'` (automatic triggers) waits for an idle page first. */
export async function requestDeckSync(grades: number[], when: 'now' | 'idle' = 'now'): Promise<void> {
  listenToWorker();
  if (when === 'idle') await whenSettled();
  void navigator.storage?.persist?.();
  const worker = await deckWorker();
  if (worker) {
    worker.postMessage({ type: 'sync-decks', grades } satisfies ToWorker);
    return;
  }
  const auth = await readAuth(localDb());
  if (!auth) return;
  try {
    const result = await syncAssignedDecks(
      { db: cacheDb(), token: auth.token, apiBase: '/api', onProgress: (p) => emit({ type: 'deck-progress', ...p }) },
      grades,
    );
    emit({ type: 'decks-synced', ...result });
  } catch (error) {
    emit({ type: 'deck-sync-failed', failure: deckSyncFailure(error) });
  }
}
