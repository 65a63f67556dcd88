import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressResult } from '#contract/sessions-types';
import { keepClassProgress, keepOnlyProgress, keptClassProgress, knownProgress } from './class-progress';
import { type LocalDb, openLocalDb } from './local-db';

let db: LocalDb;
const T = 'teacher-1';
const result = (classLevel: string, last: number, furthest = last): ProgressResult => ({
  schoolId: 's1',
  classLevel,
  progress: { lastSlideVisited: last, furthestSlide: furthest, lastVisitedAt: '2026-11-26T08:00:00.000Z' },
  courseMaterial: { totalSlides: 55, deckSlides: 55, plannedSlides: null, version: 2 },
});

beforeEach(() => {
  db = openLocalDb(`class-progress-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

describe('class progress kept on the device', () => {
  it('gives back the server’s answer for the classes asked, with when it was fetched (the oldest)', async () => {
    await keepClassProgress(db, T, [result('6A', 46, 50)], '2026-11-26T14:05:00.000Z');
    await keepClassProgress(db, T, [result('7a', 3)], '2026-11-26T15:00:00.000Z');
    const kept = await keptClassProgress(db, T, [
      { schoolId: 's1', classLevel: '6a' },
      { schoolId: 's1', classLevel: '7A' },
      { schoolId: 's1', classLevel: '8A' },
    ]);
    expect(kept.asOf).toBe('2026-11-26T14:05:00.000Z');
    expect(kept.results.map((r) => [r.classLevel, r.progress.lastSlideVisited])).toEqual([
      ['6A', 46],
      ['7A', 3],
    ]);
    // Another teacher on the same device has none of it.
    expect((await keptClassProgress(db, 'teacher-2', [{ schoolId: 's1', classLevel: '6A' }])).results).toEqual([]);
  });

  it('the device’s own move after the fetch is laid over it; one before the fetch is not', async () => {
    await keepClassProgress(db, T, [result('6A', 46, 50)], '2026-11-26T14:05:00.000Z');
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 52, at: '2026-11-26T15:00:00.000Z' });
    expect(await knownProgress(db, T, { schoolId: 's1', classLevel: '6a' })).toEqual({
      lastSlideVisited: 52,
      furthestSlide: 52,
      asOf: '2026-11-26T15:00:00.000Z',
      source: 'device',
    });
    const [shown] = (await keptClassProgress(db, T, [{ schoolId: 's1', classLevel: '6A' }])).results;
    expect(shown?.progress).toMatchObject({ lastSlideVisited: 52, furthestSlide: 52 });

    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 40, at: '2026-11-26T13:00:00.000Z' });
    expect(await knownProgress(db, T, { schoolId: 's1', classLevel: '6A' })).toMatchObject({
      lastSlideVisited: 46,
      source: 'server',
    });
  });

  it('a class no longer taught leaves the device', async () => {
    await keepClassProgress(db, T, [result('6A', 4), result('7A', 5)]);
    await keepOnlyProgress(db, T, [{ schoolId: 's1', classLevel: '7a' }]);
    expect((await db.classProgress.toArray()).map((r) => r.classLevel)).toEqual(['7A']);
  });
});
