import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressResult } from '#contract/sessions-types';
import {
  keepClassProgress,
  keepOnlyProgress,
  keptClassProgress,
  knownProgress,
  type OwnSnapshot,
  ownSnapshot,
} from './class-progress';
import { type LocalDb, openLocalDb } from './local-db';

let db: LocalDb;
const T = 'teacher-1';
const result = (classLevel: string, last: number, furthest = last): ProgressResult => ({
  schoolId: 's1',
  classLevel,
  progress: { lastSlideVisited: last, furthestSlide: furthest, lastVisitedAt: '2026-11-26T08:00:00.000Z' },
  courseMaterial: { totalSlides: 55, deckSlides: 55, plannedSlides: null, version: 2 },
});

const NOTHING_OWN: OwnSnapshot = new Map();
const snapshot = (classLevel: string) => ownSnapshot(db, T, [{ schoolId: 's1', classLevel }]);

beforeEach(() => {
  db = openLocalDb(`class-progress-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

describe('class progress kept on the device', () => {
  it('gives back the server’s answer for the classes asked, with when it was fetched (the oldest)', async () => {
    await keepClassProgress(db, T, [result('6A', 46, 50)], await snapshot('6A'), '2026-11-26T14:05:00.000Z');
    await keepClassProgress(db, T, [result('7a', 3)], await snapshot('7A'), '2026-11-26T15:00:00.000Z');
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

  it('the device’s own position wins once it changed since the copy was asked for, whatever its clock says', async () => {
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 40, at: '2026-11-26T13:00:00.000Z' });
    await keepClassProgress(db, T, [result('6A', 46, 50)], await snapshot('6A'), '2026-11-26T14:05:00.000Z');
    // Unchanged since: the copy is the newer (another device taught up to 46).
    expect(await knownProgress(db, T, { schoolId: 's1', classLevel: '6a' })).toMatchObject({
      lastSlideVisited: 46,
      source: 'server',
    });
    // A move here afterwards, on a clock reset to 2000: still the newer.
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 52, at: '2000-01-01T00:00:05.000Z' });
    expect(await knownProgress(db, T, { schoolId: 's1', classLevel: '6A' })).toEqual({
      lastSlideVisited: 52,
      furthestSlide: 52,
      asOf: '2000-01-01T00:00:05.000Z',
      source: 'device',
    });
    const [shown] = (await keptClassProgress(db, T, [{ schoolId: 's1', classLevel: '6A' }])).results;
    expect(shown?.progress).toMatchObject({ lastSlideVisited: 52, furthestSlide: 52 });
  });

  it('a copy asked for while the device had changes not yet confirmed does not cover them', async () => {
    await db.localSessions.put({
      id: 'sess-1',
      userId: T,
      schoolId: 's1',
      classLevel: '6A',
      grade: 6,
      startedAt: '2026-11-26T13:00:00.000Z',
      startingSlide: 1,
      currentSlide: 9,
      status: 'active',
    });
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 9, at: '2026-11-26T13:10:00.000Z' });
    await db.outbox.add({
      id: 'e1',
      userId: T,
      sessionId: 'sess-1',
      endpoint: 'sessions.updateSlide',
      params: { id: 'sess-1' },
      body: { currentSlide: 9, clientTimestamp: '2026-11-26T13:10:00.000Z' },
      idempotencyKey: 'k',
      clientTimestamp: '2026-11-26T13:10:00.000Z',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-26T13:10:00.000Z',
      confirmedAt: null,
      label: 'Class 6A',
    });
    await keepClassProgress(db, T, [result('6A', 4)], await snapshot('6A'));
    expect(await knownProgress(db, T, { schoolId: 's1', classLevel: '6A' })).toMatchObject({
      lastSlideVisited: 9,
      source: 'device',
    });
  });

  it('a class cancelled here after the copy was asked for goes back to its position before, not the copy', async () => {
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 30, at: '2026-11-26T14:00:00.000Z' });
    await keepClassProgress(db, T, [result('6A', 30)], await snapshot('6A'));
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 35, at: '2026-11-26T15:00:00.000Z' });
    await keepClassProgress(db, T, [result('6A', 35)], await snapshot('6A'));
    // Cancelled: the device puts its earlier position back (teaching-session's cancelTeaching).
    await db.classPositions.put({ schoolId: 's1', classLevel: '6A', lastSlide: 30, at: '2026-11-26T14:00:00.000Z' });
    expect((await knownProgress(db, T, { schoolId: 's1', classLevel: '6A' }))?.lastSlideVisited).toBe(30);
  });

  it('a class no longer taught leaves the device', async () => {
    await keepClassProgress(db, T, [result('6A', 4), result('7A', 5)], NOTHING_OWN);
    await keepOnlyProgress(db, T, [{ schoolId: 's1', classLevel: '7a' }]);
    expect((await db.classProgress.toArray()).map((r) => r.classLevel)).toEqual(['7A']);
  });
});
