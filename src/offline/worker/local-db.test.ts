import 'fake-indexeddb/auto';
import type Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CacheDb, type LocalDb, openCacheDb, openLocalDb } from './local-db';
import { nextStamp } from './device-stamp';
import { queueEnd, queuePosition, queueStart } from './outbox';
import { keepRoster, pruneRosters } from './rosters';
import { completeDeck, putImages } from './deck-store';

/** The durability of every IndexedDB transaction a handle opens, as the browser is asked for it. */
function watch(db: Dexie) {
  const seen: { stores: string[]; mode: string; durability: string }[] = [];
  db.use({
    stack: 'dbcore',
    name: 'durability-watch',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        const tx = down.transaction(stores, mode, options) as unknown as IDBTransaction;
        seen.push({ stores: [...stores].sort(), mode, durability: tx.durability });
        return tx as never;
      },
    }),
  });
  return { writes: () => seen.filter((t) => t.mode === 'readwrite') };
}

let name: string;
let db: LocalDb;
let cache: CacheDb;
beforeEach(() => {
  name = `durability-${crypto.randomUUID()}`;
  db = openLocalDb(name);
  cache = openCacheDb(name);
});
afterEach(async () => {
  cache.close();
  await db.delete();
});

const deck = { grade: 6, version: 1, totalSlides: 1, slides: [{ number: 1, title: 'One' }] };

describe('the device database: strict for what is saved, relaxed for caches (decision 028)', () => {
  it('commits the outbox, a class taught, its end with the roll call and the rosters with strict durability', async () => {
    const strict = watch(db);
    const common = { userId: 'u1', sessionId: 'c1', label: 'Class 6A' };
    await queueStart(db, common, { school_id: 's1', class_level: '6A', started_at: '', starting_slide: 1 });
    // A move, as the teaching code records it: the device's copy of the class and the outbox in one transaction.
    await db.transaction('rw', [db.localSessions, db.classPositions, db.outbox, db.meta], async () => {
      const stamp = await nextStamp(db);
      await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 2, at: '', sessionId: 'c1' });
      await queuePosition(db, common, { currentSlide: 2, furthestSlide: 2, clientTimestamp: '', ...stamp });
    });
    await queueEnd(db, common, {
      students_attended: 1,
      total_students: 2,
      notes: '',
      absent_student_ids: ['p2'],
      clientTimestamp: '',
    });
    await keepRoster(db, { userId: 'u1', schoolId: 's1', classLevel: '6A', students: [], fetchedAt: '' });
    await pruneRosters(db, 'u1');

    const writes = strict.writes();
    expect(writes.map((t) => t.stores.join()).sort()).toEqual([
      'classPositions,localSessions,meta,outbox',
      'outbox',
      'outbox',
      'outbox,rosters',
      'rosters',
    ]);
    expect(new Set(writes.map((t) => t.durability))).toEqual(new Set(['strict']));
    expect(await db.outbox.count()).toBe(3);
  });

  it('writes slide decks and images with relaxed durability, and both handles see one database', async () => {
    const relaxed = watch(cache);
    await putImages(cache, [
      { grade: 6, version: 1, number: 1, size: 'full', mime: 'image/webp', data: new ArrayBuffer(4) },
    ]);
    await completeDeck(cache, { ...deck, bytes: 4, complete: true, cachedAt: null, checkedAt: '' });
    await cache.queryCache.put({ key: 'query-cache', value: {}, savedAt: 1 });

    expect(new Set(relaxed.writes().map((t) => t.durability))).toEqual(new Set(['relaxed']));
    // The strict handle reads what the cache handle wrote: the same database, not a copy.
    expect((await db.decks.get(6))?.complete).toBe(true);
    expect(await db.slideImages.count()).toBe(1);
    // The cache handle's type has no store the app must keep (typecheck fails if it gains one).
    // @ts-expect-error: no outbox through the relaxed handle
    void cache.outbox;
  });
});
