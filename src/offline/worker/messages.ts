/**
 * What the pages and the service worker say to each other (ARCHITECTURE.md §5), for both sides in one place: the
 * messages and their shapes, the Background Sync tag, and the Web Lock that lets one sender at a time (a tab or the
 * worker) send the outbox. Both sides type what they post with these, so a misspelt name does not compile.
 */
import type { DeckProgress, DeckSyncFailure } from './deck-sync';

/** Held while the outbox is sent, by a tab or by the worker: one sender at a time across them. */
export const OUTBOX_LOCK = 'pathshala-outbox';
/** The Background Sync tag under which a page asks the worker to send the outbox when the network is back. */
export const OUTBOX_SYNC_TAG = 'outbox';

/**
 * Page → worker: keep these grades' decks on the device; or take over now ('SKIP_WAITING', sent by workbox-window
 * when the teacher accepts an update).
 */
export type ToWorker = { type: 'sync-decks'; grades: number[] } | { type: 'SKIP_WAITING' };

/**
 * Worker → pages: how a deck sync goes (every tab shows it in its readiness panel). A failure is a code with its
 * values, never English: the page words it in the teacher's language.
 */
export type DeckEvent =
  | ({ type: 'deck-progress' } & DeckProgress)
  | { type: 'decks-synced'; removed: number[]; results: Record<number, string> }
  | { type: 'deck-sync-failed'; failure: DeckSyncFailure };
/** Worker → pages: a deck sync's events, or that the worker sent some of the outbox. */
export type FromWorker = DeckEvent | { type: 'outbox-changed' };

const DECK_EVENTS: ReadonlySet<unknown> = new Set<DeckEvent['type']>([
  'deck-progress',
  'decks-synced',
  'deck-sync-failed',
]);
const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? Reflect.get(data, 'type') : null;

export const isDeckEvent = (data: unknown): data is DeckEvent => DECK_EVENTS.has(typeOf(data));
export const isOutboxChanged = (data: unknown): boolean =>
  typeOf(data) === ('outbox-changed' satisfies FromWorker['type']);

/** The message a page posted, if it is one the worker knows. */
export function toWorkerMessage(data: unknown): ToWorker | null {
  const type = typeOf(data);
  if (type === 'SKIP_WAITING') return { type };
  if (type === 'sync-decks') {
    const grades: unknown = Reflect.get(data as object, 'grades');
    if (Array.isArray(grades) && grades.every((g) => Number.isInteger(g))) return { type, grades };
  }
  return null;
}
