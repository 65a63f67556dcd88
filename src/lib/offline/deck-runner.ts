import { gradeOf } from '../../../contract/constants';
import type { TeachingAssignment } from '../../../contract/user';
import { readAuth } from './auth-meta';
import type { DeckProgress } from './deck-sync';
import { syncAssignedDecks } from './deck-sync';
import { localDb } from './local-db';

/**
 * Asks the service worker to keep the teacher's decks on the device (the page does it itself when no worker
 * controls it, e.g. in development). Progress and results arrive as events for the readiness panel.
 */
export type DeckEvent =
  | ({ type: 'deck-progress' } & DeckProgress)
  | { type: 'decks-synced'; removed: number[]; results: Record<number, string> }
  | { type: 'deck-sync-failed'; message: string };

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
    const type = event.data?.type;
    if (type === 'deck-progress' || type === 'decks-synced' || type === 'deck-sync-failed')
      emit(event.data as DeckEvent);
  });
}

/** Grades 1..12 of a teacher's assigned classes ('7C' teaches from the grade-7 deck). */
export function assignedGrades(assignments: TeachingAssignment[]): number[] {
  const grades = assignments.flatMap((a) => a.classes.map(gradeOf)).filter((g): g is number => g !== null);
  return [...new Set(grades)].sort((a, b) => a - b);
}

export async function requestDeckSync(grades: number[]): Promise<void> {
  listenToWorker();
  void navigator.storage?.persist?.();
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    worker.postMessage({ type: 'sync-decks', grades });
    return;
  }
  const db = localDb();
  const auth = await readAuth(db);
  if (!auth) return;
  try {
    const result = await syncAssignedDecks(
      { db, token: auth.token, apiBase: '/api', onProgress: (p) => emit({ type: 'deck-progress', ...p }) },
      grades,
    );
    emit({ type: 'decks-synced', ...result });
  } catch (error) {
    emit({ type: 'deck-sync-failed', message: error instanceof Error ? error.message : String(error) });
  }
}
