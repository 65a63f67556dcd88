import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slideImagePath } from '#contract/course-materials-endpoints';
import { deckReadiness, getSlideImage } from './deck-store';
import { deckSyncFailure, StorageShortError, syncAssignedDecks, syncDeck } from './deck-sync';
import { type LocalDb, openLocalDb } from './local-db';

let db: LocalDb;
beforeEach(() => {
  db = openLocalDb(`decks-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

/** A fake server holding one deck per grade; `failAfter` images it serves before failing (a lost connection). */
function server(decks: Record<number, { version: number; slides: number }>) {
  const state = { failAfter: Number.POSITIVE_INFINITY, served: 0, imageRequests: 0 };
  const fetchImpl = (async (url: string) => {
    const deckMatch = /course-materials\/class\/(\d+)$/.exec(url);
    if (deckMatch) {
      const grade = Number(deckMatch[1]);
      const deck = decks[grade];
      if (!deck) return new Response(JSON.stringify({ error: 'No course material' }), { status: 404 });
      const slides = Array.from({ length: deck.slides }, (_, i) => ({
        number: i + 1,
        title: `Slide ${i + 1}`,
        imageUrl: slideImagePath(grade, deck.version, i + 1),
        thumbnailUrl: slideImagePath(grade, deck.version, i + 1, true),
        imageBytes: 100,
        thumbBytes: 10,
      }));
      return Response.json({
        material: {
          class: grade,
          version: deck.version,
          totalSlides: deck.slides,
          totalBytes: deck.slides * 110,
          slides,
        },
      });
    }
    state.imageRequests++;
    if (state.served >= state.failAfter) throw new TypeError('Failed to fetch');
    state.served++;
    const [, version, number] = /v\/(\d+)\/slide\/(\d+)/.exec(url) ?? [];
    return new Response(new TextEncoder().encode(`v${version}-s${number}${url.endsWith('/thumb') ? '-thumb' : ''}`), {
      headers: { 'content-type': 'image/webp' },
    });
  }) as unknown as typeof fetch;
  return {
    state,
    fetchImpl,
    deps: { db: () => db, token: 't', apiBase: '/api', fetchImpl, freeBytes: async () => 1e9 },
  };
}
const text = (img: { data: ArrayBuffer } | null) => (img ? new TextDecoder().decode(img.data) : null);

describe('keeping decks on the device', () => {
  it('stores every full-size image and thumbnail of a deck as ArrayBuffers with their type', async () => {
    const s = server({ 6: { version: 1, slides: 5 } });
    expect(await syncDeck({ ...s.deps, db }, 6)).toBe('updated');
    const img = await getSlideImage(db, 6, 3);
    expect(text(img)).toBe('v1-s3');
    expect(img?.mime).toBe('image/webp');
    expect(img?.data).toBeInstanceOf(ArrayBuffer);
    expect(text(await getSlideImage(db, 6, 3, 'thumb'))).toBe('v1-s3-thumb');
    const [ready] = await deckReadiness(db);
    expect(ready).toMatchObject({ grade: 6, version: 1, totalSlides: 5, cachedSlides: 5, complete: true });
    expect(await syncDeck({ ...s.deps, db }, 6)).toBe('current');
  });

  it('stores a deck a few images per transaction (each is a change every open page hears of), progress as stored', async () => {
    const s = server({ 6: { version: 1, slides: 20 } });
    const put = vi.spyOn(db.slideImages, 'put');
    const bulkPut = vi.spyOn(db.slideImages, 'bulkPut');
    const progress: number[] = [];
    await syncDeck({ ...s.deps, db, onProgress: (p) => progress.push(p.done) }, 6);
    expect(put).not.toHaveBeenCalled();
    expect(await db.slideImages.count()).toBe(40);
    const batches = bulkPut.mock.calls.map(([images]) => images.length);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...batches)).toBeLessThanOrEqual(8);
    expect(batches.length).toBeLessThanOrEqual(8);
    // Each step counts what is stored, up to every image.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(40);
  });

  it('on a slow connection, a downloaded image is stored within a second, not held for a batch', async () => {
    const s = server({ 6: { version: 1, slides: 10 } });
    const slow = (async (url: string) => {
      // Three images come, then the connection hangs.
      if (url.includes('/slide/') && s.state.imageRequests >= 3) return new Promise<never>(() => undefined);
      return s.fetchImpl(url);
    }) as typeof fetch;
    void syncDeck({ ...s.deps, db, fetchImpl: slow }, 6).catch(() => undefined);
    await expect.poll(() => db.slideImages.count(), { timeout: 3_000, interval: 100 }).toBe(3);
  });

  it('keeps the old version until the new one is complete, resuming an interrupted download', async () => {
    const decks = { 6: { version: 1, slides: 4 } };
    const s = server(decks);
    await syncDeck({ ...s.deps, db }, 6);
    decks[6] = { version: 2, slides: 4 };
    s.state.failAfter = s.state.served + 3;
    await expect(syncDeck({ ...s.deps, db }, 6)).rejects.toThrow();
    expect(text(await getSlideImage(db, 6, 1))).toBe('v1-s1'); // the old deck still serves
    s.state.failAfter = Number.POSITIVE_INFINITY;
    const before = s.state.imageRequests;
    expect(await syncDeck({ ...s.deps, db }, 6)).toBe('updated');
    expect(s.state.imageRequests - before).toBeLessThan(8); // only what was missing
    expect(text(await getSlideImage(db, 6, 1))).toBe('v2-s1');
    expect(await db.slideImages.filter((i) => i.version === 1).count()).toBe(0);
  });

  it('refuses to start when the device is short of space, storing nothing', async () => {
    const s = server({ 7: { version: 1, slides: 10 } });
    await expect(syncDeck({ ...s.deps, db, freeBytes: async () => 500 }, 7)).rejects.toBeInstanceOf(StorageShortError);
    expect(await db.slideImages.count()).toBe(0);
    expect(await db.decks.count()).toBe(0);
  });

  it('keeps room for the outbox: a deck that would fill the last megabytes is not downloaded', async () => {
    const s = server({ 7: { version: 1, slides: 10 } });
    const error = await syncDeck({ ...s.deps, db, freeBytes: async () => 4 * 1_048_576 }, 7).catch((e) => e);
    expect(error).toBeInstanceOf(StorageShortError);
    // What the pages get (the Sync panel words it: features/sync/sync-texts.test.ts).
    expect(deckSyncFailure(error)).toEqual({
      code: 'storage-short',
      grade: 7,
      neededBytes: 1100,
      freeBytes: 4 * 1_048_576,
    });
  });

  it('a quota error while storing (the estimate was wrong) is the same clear error, and the old deck stays', async () => {
    const decks = { 6: { version: 1, slides: 3 } };
    const s = server(decks);
    await syncDeck({ ...s.deps, db }, 6);
    decks[6] = { version: 2, slides: 3 };
    let puts = 0;
    db.slideImages.hook('creating', () => {
      if (++puts > 2) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    });
    const error = await syncDeck({ ...s.deps, db }, 6).catch((e) => e);
    expect(error).toBeInstanceOf(StorageShortError);
    expect(deckSyncFailure(error)).toMatchObject({ code: 'storage-short', grade: 6, freeBytes: null });
    expect(text(await getSlideImage(db, 6, 1))).toBe('v1-s1');
  });

  it("keeps exactly the assigned grades' decks", async () => {
    const s = server({ 5: { version: 1, slides: 2 }, 6: { version: 1, slides: 2 }, 7: { version: 3, slides: 2 } });
    await syncAssignedDecks({ ...s.deps, db }, [5, 6]);
    const { removed, results } = await syncAssignedDecks({ ...s.deps, db }, [6, 7, 7, 9]);
    expect(removed).toEqual([5]);
    expect(results).toEqual({ 6: 'current', 7: 'updated', 9: 'missing' });
    expect((await db.decks.toArray()).map((d) => d.grade).sort()).toEqual([6, 7]);
    expect(await db.slideImages.filter((i) => i.grade === 5).count()).toBe(0);
  });
});
