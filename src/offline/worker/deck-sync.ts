import type { CourseMaterialView } from '#contract/course-materials';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { pathOf } from '#contract/endpoint';
import type { DeckRecord, SlideImageRecord, SlideSize } from './device-records';
import type { CacheDb } from './local-db';
import { completeDeck, putImages, removeDecksExcept, storedImageKeys } from './deck-store';

export type DeckProgress = { grade: number; done: number; total: number; bytes: number };
export type DeckSyncDeps = {
  /** The relaxed handle: decks and images can be fetched again. */
  db: CacheDb;
  token: string;
  apiBase: string;
  fetchImpl?: typeof fetch;
  onProgress?: (progress: DeckProgress) => void;
  /** Free space on the device; defaults to navigator.storage.estimate(). */
  freeBytes?: () => Promise<number | null>;
};

/** A deck the device has no room for: a clear state in the readiness panel, never a silent failure (issue 39). */
export class StorageShortError extends Error {
  constructor(
    readonly grade: number,
    readonly neededBytes: number,
    /** Null when the browser refused to store more while saying there was room (its estimate was wrong). */
    readonly freeBytes: number | null,
  ) {
    // For the logs: the page words it for the teacher from the figures (deckSyncFailure).
    super(`Deck of grade ${grade}: ${neededBytes} bytes needed, ${freeBytes ?? 'no room'} free`);
  }
}

/** The server did not give a deck's manifest, or one of its slides (`slide`): its HTTP status. */
export class DeckDownloadError extends Error {
  constructor(
    readonly grade: number,
    readonly status: number,
    readonly slide: number | null = null,
  ) {
    super(`Deck of grade ${grade}${slide === null ? '' : `, slide ${slide}`}: HTTP ${status}`);
  }
}

/**
 * Why a deck sync failed, as a code and the values its sentence needs (messages.ts 'deck-sync-failed'): the worker
 * has no words for people, the page says it in the teacher's language. 'other': the browser's or the network's own
 * error, its text as it came.
 */
export type DeckSyncFailure =
  | { code: 'storage-short'; grade: number; neededBytes: number; freeBytes: number | null }
  | { code: 'deck-unreadable'; grade: number; status: number }
  | { code: 'slide-unavailable'; grade: number; slide: number; status: number }
  | { code: 'other'; detail: string };

export function deckSyncFailure(error: unknown): DeckSyncFailure {
  if (error instanceof StorageShortError) {
    const { grade, neededBytes, freeBytes } = error;
    return { code: 'storage-short', grade, neededBytes, freeBytes };
  }
  if (error instanceof DeckDownloadError) {
    const { grade, status, slide } = error;
    return slide === null
      ? { code: 'deck-unreadable', grade, status }
      : { code: 'slide-unavailable', grade, slide, status };
  }
  return { code: 'other', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Room left beside the decks for what the app must keep (the outbox, roll calls, class positions): a deck is not
 * downloaded into the last of it, so the outbox is never what fails for lack of space.
 */
export const OUTBOX_RESERVE_BYTES = 5 * 1_048_576;

/** IndexedDB's quota error, as the browser or Dexie (which wraps it) reports it. */
export function isQuotaError(error: unknown): boolean {
  const named = (e: unknown) => (e as { name?: unknown } | null)?.name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

const CONCURRENCY = 4;
/** Images stored per transaction, and the longest a downloaded image waits to be stored. */
const STORE_EVERY_IMAGES = 8;
const STORE_AFTER_MS = 1_000;

async function defaultFreeBytes(): Promise<number | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { quota, usage } = await navigator.storage.estimate();
  return quota === undefined ? null : quota - (usage ?? 0);
}

/**
 * Keeps one grade's deck on the device. Fetches the deck's manifest; when its version is new, downloads every
 * image not yet stored (so an interrupted download resumes), then swaps the deck in. Returns 'missing' when the
 * grade has no deck on the server (the local copy is removed), 'current' when nothing changed.
 */
export async function syncDeck(deps: DeckSyncDeps, grade: number): Promise<'updated' | 'current' | 'missing'> {
  const fetchImpl = deps.fetchImpl ?? fetch;
  const auth = { Authorization: `Bearer ${deps.token}` };
  const response = await fetchImpl(`${deps.apiBase}${pathOf(courseMaterials.get, { class: String(grade) })}`, {
    headers: auth,
  });
  if (response.status === 404) {
    await deps.db.decks.delete(grade);
    return 'missing';
  }
  if (!response.ok) throw new DeckDownloadError(grade, response.status);
  const { material } = (await response.json()) as { material: CourseMaterialView };
  const now = new Date().toISOString();
  const deck: DeckRecord = {
    grade,
    version: material.version,
    totalSlides: material.totalSlides,
    slides: material.slides.map((s) => ({ number: s.number, title: s.title })),
    bytes: material.totalBytes,
    complete: false,
    cachedAt: null,
    checkedAt: now,
  };
  const existing = await deps.db.decks.get(grade);
  if (existing?.complete && existing.version === material.version) {
    // Titles may change without a new version.
    await deps.db.decks.update(grade, { slides: deck.slides, checkedAt: now });
    return 'current';
  }

  const stored = await storedImageKeys(deps.db, grade, material.version);
  const todo = material.slides.flatMap((s) =>
    (['full', 'thumb'] as SlideSize[])
      .filter((size) => !stored.has(`${s.number}:${size}`))
      .map((size) => ({
        number: s.number,
        size,
        url: size === 'full' ? s.imageUrl : s.thumbnailUrl,
        bytes: size === 'full' ? s.imageBytes : s.thumbBytes,
      })),
  );
  const needed = todo.reduce((sum, t) => sum + t.bytes, 0);
  const freeBytes = deps.freeBytes ?? defaultFreeBytes;
  const free = await freeBytes();
  if (free !== null && free < needed * 1.1 + OUTBOX_RESERVE_BYTES) throw new StorageShortError(grade, needed, free);

  const total = material.slides.length * 2;
  let done = total - todo.length;
  let bytes = 0;
  deps.onProgress?.({ grade, done, total, bytes });
  let next = 0;
  // Downloaded images wait here and are stored a few at a time, one write after another; progress counts what is
  // stored. A write that fails (no room) fails every write after it, and the downloads stop.
  let pending: SlideImageRecord[] = [];
  let writes: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async (batch: SlideImageRecord[]) => {
    const batchBytes = batch.reduce((sum, image) => sum + image.data.byteLength, 0);
    try {
      await putImages(deps.db, batch);
    } catch (error) {
      next = todo.length;
      // The browser's quota was reached (its estimate can be wrong): what is left to download, and what is free.
      if (!isQuotaError(error)) throw error;
      const left = Math.max(needed - bytes, batchBytes);
      const estimate = await freeBytes().catch(() => null);
      throw new StorageShortError(grade, left, estimate !== null && estimate < left ? estimate : null);
    }
    done += batch.length;
    bytes += batchBytes;
    deps.onProgress?.({ grade, done, total, bytes });
  };
  const store = () => {
    clearTimeout(timer);
    const batch = pending;
    pending = [];
    if (batch.length > 0) writes = writes.then(() => write(batch));
    return writes;
  };
  const keep = (image: SlideImageRecord) => {
    pending.push(image);
    // On a slow connection an image waits at most this long: it is on the device if the connection drops.
    if (pending.length === 1) timer = setTimeout(() => void store().catch(() => undefined), STORE_AFTER_MS);
    return pending.length >= STORE_EVERY_IMAGES ? store() : undefined;
  };
  const worker = async () => {
    while (next < todo.length) {
      const item = todo[next++];
      if (!item) return;
      const res = await fetchImpl(`${deps.apiBase}${item.url}`, { headers: auth });
      if (!res.ok) throw new DeckDownloadError(grade, res.status, item.number);
      const data = await res.arrayBuffer();
      const mime = res.headers.get('content-type') ?? 'image/webp';
      await keep({ grade, version: material.version, number: item.number, size: item.size, mime, data });
    }
  };
  // One failure stops the others after the download each has under way.
  const stopOnFailure = () =>
    worker().catch((error: unknown) => {
      next = todo.length;
      throw error;
    });
  const workers = await Promise.allSettled(Array.from({ length: CONCURRENCY }, stopOnFailure));
  const failed = workers.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) {
    // What was downloaded before a connection dropped is kept, so the next try resumes after it (not after a
    // quota error: nothing more fits). A write that failed first (no room) is the error reported.
    if (!(failed.reason instanceof StorageShortError)) await store();
    throw failed.reason;
  }
  await store();
  await completeDeck(deps.db, { ...deck, complete: true, cachedAt: new Date().toISOString() });
  return 'updated';
}

/** Keeps exactly the decks of the teacher's assigned grades: removes the others, syncs each in turn. */
export async function syncAssignedDecks(deps: DeckSyncDeps, grades: number[]) {
  const unique = [...new Set(grades)].sort((a, b) => a - b);
  const removed = await removeDecksExcept(deps.db, unique);
  const results: Record<number, 'updated' | 'current' | 'missing'> = {};
  for (const grade of unique) results[grade] = await syncDeck(deps, grade);
  return { removed, results };
}
