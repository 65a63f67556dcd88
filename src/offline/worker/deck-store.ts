import type { DeckRecord, SlideImageRecord, SlideSize } from './device-records';
import type { CacheDb } from './local-db';

/**
 * Slide decks on the device, versioned per grade. A new version's images are written beside the old ones and the
 * deck record switches to it only when every image is stored; then the old version's images are deleted. Caches that
 * can be fetched again: written through the relaxed handle (`cacheDb()`, docs/decisions/028).
 */
export async function storedImageKeys(db: CacheDb, grade: number, version: number): Promise<Set<string>> {
  const keys = await db.slideImages.where('[grade+version]').equals([grade, version]).primaryKeys();
  return new Set(keys.map(([, , number, size]) => `${number}:${size}`));
}

/**
 * Stores downloaded images in one transaction: each write is a change every open page's device queries hear of
 * (Dexie broadcasts it), so a deck is written a few images at a time, not image by image.
 */
export async function putImages(db: CacheDb, images: SlideImageRecord[]): Promise<void> {
  await db.slideImages.bulkPut(images);
}

/** Makes `deck` (all of whose images are stored) the grade's deck, and drops every other version's images. */
export async function completeDeck(db: CacheDb, deck: DeckRecord): Promise<void> {
  await db.transaction('rw', db.decks, db.slideImages, async () => {
    await db.decks.put({ ...deck, complete: true });
    await db.slideImages
      .where('[grade+version]')
      .between([deck.grade, -Infinity], [deck.grade, Infinity])
      .filter((img) => img.version !== deck.version)
      .delete();
  });
}

/** Removes the decks (and images) of grades no longer assigned. */
export async function removeDecksExcept(db: CacheDb, keep: number[]): Promise<number[]> {
  const all = await db.decks.toArray();
  const removed = all.map((d) => d.grade).filter((g) => !keep.includes(g));
  await db.transaction('rw', db.decks, db.slideImages, async () => {
    for (const grade of removed) {
      await db.decks.delete(grade);
      await db.slideImages.where('[grade+version]').between([grade, -Infinity], [grade, Infinity]).delete();
    }
  });
  return removed;
}

/** The stored image of a slide of the grade's current deck, or null when it is not on the device. */
export async function getSlideImage(db: CacheDb, grade: number, number: number, size: SlideSize = 'full') {
  const deck = await db.decks.get(grade);
  if (!deck?.complete) return null;
  return (await db.slideImages.get([grade, deck.version, number, size])) ?? null;
}

/** Per grade: what is on the device, for the 'Offline readiness' panel. */
export async function deckReadiness(db: CacheDb) {
  const decks = await db.decks.toArray();
  return Promise.all(
    decks.map(async (deck) => {
      const stored = await storedImageKeys(db, deck.grade, deck.version);
      const cachedSlides = [...stored].filter((k) => k.endsWith(':full')).length;
      return { ...deck, cachedSlides };
    }),
  );
}
