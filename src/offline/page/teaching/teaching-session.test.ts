import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartSlideSessionResponse } from '#contract/sessions-types';
import { kindOf } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { ApiError } from '#src/lib/api-client';
import { keepClassProgress, ownSnapshot } from '#src/offline/worker/class-progress';
import { type LocalDb, openLocalDb } from '#src/offline/worker/local-db';
import { mirrorPosition } from './position-mirror';
import {
  cancelTeaching,
  endTeaching,
  recordMove,
  resumeTeaching,
  SessionClosedError,
  startTeaching,
} from './teaching-session';
import { type StartBody, type TeachingDeps, TeachingError } from './teaching-types';

let db: LocalDb;
const SCHOOL = '6f1c1a7e-0000-4000-8000-000000000001';
const place = { schoolId: SCHOOL, classLevel: '6a', label: 'Class 6A at Mohali' };
const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ number: i + 1, title: `Slide ${i + 1}` }));

function answer(lastSlideVisited: number): StartSlideSessionResponse {
  return {
    session: { starting_slide: lastSlideVisited } as StartSlideSessionResponse['session'],
    courseMaterial: {
      _id: 'm',
      class: 6,
      version: 7,
      totalSlides: 12,
      slides: slides(12).map((s) => ({ ...s, imageUrl: '', thumbnailUrl: '', imageBytes: 1, thumbBytes: 1 })),
    },
    progress: { lastSlideVisited, furthestSlide: lastSlideVisited },
  };
}

function deps(
  startOnline: TeachingDeps['startOnline'],
  online = true,
): TeachingDeps & { kick: ReturnType<typeof vi.fn<() => void>> } {
  return {
    db,
    userId: 'teacher-1',
    startOnline,
    serverResume: async () => Promise.reject(new TypeError('not asked in this test')),
    fetchDeck: async () => ({ grade: 6, version: 7, totalSlides: 12, slides: slides(12) }),
    isOnline: () => online,
    kick: vi.fn<() => void>(),
  };
}

async function cacheDeck(totalSlides = 10) {
  await db.decks.put({
    grade: 6,
    version: 3,
    totalSlides,
    slides: slides(totalSlides),
    bytes: 1,
    complete: true,
    cachedAt: 'x',
    checkedAt: 'x',
  });
}

beforeEach(() => {
  db = openLocalDb(`teaching-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

describe('start', () => {
  it('online: the server starts the client-made id and the class resumes at its last slide', async () => {
    const startOnline = vi.fn(async () => answer(5));
    const t = await startTeaching(deps(startOnline), place);
    const [body, key] = startOnline.mock.calls[0] as unknown as [{ session_id: string; class_level: string }, string];
    expect(body.session_id).toBe(t.session.id);
    expect(body.class_level).toBe('6A');
    expect(key).toBe(`start:${t.session.id}`);
    expect(t).toMatchObject({
      source: 'server',
      deck: { version: 7, totalSlides: 12 },
      session: { currentSlide: 5, status: 'active' },
    });
    expect(await db.localSessions.get(t.session.id)).toMatchObject({ startingSlide: 5, classLevel: '6A' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('without network (or a 5xx): the deck and the last slide come from the device and the start is queued', async () => {
    await cacheDeck();
    await db.classPositions.put({ schoolId: SCHOOL, classLevel: '6A', lastSlide: 8, at: '2026-01-01T00:00:00Z' });
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(503, 'down')]) {
      const d = deps(async () => Promise.reject(failure));
      const t = await startTeaching(d, place);
      expect(t).toMatchObject({ source: 'device', deck: { version: 3 }, session: { currentSlide: 8 } });
      const start = await db.outbox.where({ sessionId: t.session.id }).first();
      expect(start && kindOf(start)).toBe('start');
      expect(start?.body).toMatchObject({ school_id: SCHOOL, class_level: '6A', starting_slide: 8 });
      expect(d.kick).toHaveBeenCalled();
    }
  });

  it('offline on a device that never taught the class: it starts at the progress the device keeps (issue 39)', async () => {
    await cacheDeck(10);
    const progress = { lastSlideVisited: 6, furthestSlide: 9, lastVisitedAt: '2026-11-26T08:00:00.000Z' };
    const courseMaterial = { totalSlides: 10, deckSlides: 10, plannedSlides: null, version: 3 };
    await keepClassProgress(
      db,
      'teacher-1',
      [{ schoolId: SCHOOL, classLevel: '6A', progress, courseMaterial }],
      new Map(),
    );
    const t = await startTeaching(
      deps(async () => answer(1), false),
      place,
    );
    // The slide an online start would open at: nextSlideOf(lastSlideVisited), within the deck.
    expect(t).toMatchObject({ source: 'device', session: { startingSlide: 6, currentSlide: 6 } });
    const start = await db.outbox.where({ sessionId: t.session.id }).first();
    expect(start?.body).toMatchObject({ starting_slide: 6 });
  });

  it('offline: the device’s own move since the copy was asked for wins over it', async () => {
    await cacheDeck(10);
    const progress = { lastSlideVisited: 3, furthestSlide: 3, lastVisitedAt: '2026-11-20T08:00:00.000Z' };
    const courseMaterial = { totalSlides: 10, deckSlides: 10, plannedSlides: null, version: 3 };
    const place6A = [{ schoolId: SCHOOL, classLevel: '6A' }];
    const copy = [{ schoolId: SCHOOL, classLevel: '6A', progress, courseMaterial }];
    await keepClassProgress(db, 'teacher-1', copy, await ownSnapshot(db, 'teacher-1', place6A));
    await db.classPositions.put({ schoolId: SCHOOL, classLevel: '6A', lastSlide: 7, at: '2000-01-01T10:00:00.000Z' });
    const t = await startTeaching(
      deps(async () => answer(1), false),
      place,
    );
    expect(t.session.startingSlide).toBe(7);
    // Progress past the end of the device's deck starts at its last slide.
    await db.classPositions.put({ schoolId: SCHOOL, classLevel: '6A', lastSlide: 40, at: '2026-11-22T10:00:00.000Z' });
    expect(
      (
        await startTeaching(
          deps(async () => answer(1), false),
          place,
        )
      ).session.startingSlide,
    ).toBe(10);
  });

  it('a start whose answer was lost is queued as the very same request, at the slide decided before it', async () => {
    await cacheDeck();
    let sent: StartBody | null = null;
    const d = deps(async (body) => {
      sent = body;
      throw new TypeError('Failed to fetch'); // the server applied it; the answer never came
    });
    d.serverResume = async () => 7;
    const t = await startTeaching(d, place);
    expect(t).toMatchObject({ source: 'device', session: { currentSlide: 7, startingSlide: 7 } });
    const [queued] = await db.outbox.where({ sessionId: t.session.id }).toArray();
    expect(queued?.idempotencyKey).toBe(`start:${t.session.id}`);
    expect((queued as OutboxEntry).body).toEqual(sent);
    expect(sent).toMatchObject({ session_id: t.session.id, starting_slide: 7 });
  });

  it('a refusal by the server stops the start; no course material has the spec text', async () => {
    const refused = deps(async () =>
      Promise.reject(new ApiError(404, 'No course material has been uploaded for Class 6 yet')),
    );
    await expect(startTeaching(refused, place)).rejects.toThrow(
      'No teaching material available for this class. Please contact admin.',
    );
    const forbidden = deps(async () => Promise.reject(new ApiError(404, 'Class not found')));
    await expect(startTeaching(forbidden, place)).rejects.toThrow('Class not found');
    expect(await db.localSessions.count()).toBe(0);
  });

  it('offline without the deck on the device says so and records nothing', async () => {
    const d = deps(async () => answer(1), false);
    await expect(startTeaching(d, place)).rejects.toBeInstanceOf(TeachingError);
    expect(await db.localSessions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('moves, end and cancel', () => {
  it('keeps one pending position, the device position, then queues the end after it', async () => {
    const d = deps(async () => answer(1));
    const t = await startTeaching(d, place);
    for (const [slide, second] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      await recordMove(db, t.session, place.label, slide, `2026-03-01T09:00:0${second}.000Z`);
    }
    const positions = await db.outbox.where({ sessionId: t.session.id }).toArray();
    expect(positions).toHaveLength(1);
    expect(positions[0]?.body).toMatchObject({
      currentSlide: 4,
      clientTimestamp: '2026-03-01T09:00:03.000Z',
    });
    expect((await db.classPositions.get([SCHOOL, '6A']))?.lastSlide).toBe(4);

    await endTeaching(d, t.session, place.label, 4, { students_attended: 27, total_students: 30, notes: 'Good' });
    const entries = await db.outbox.where({ sessionId: t.session.id }).sortBy('seq');
    expect(entries.map((e) => kindOf(e))).toEqual(['position', 'end']);
    expect(entries[1]?.body).toMatchObject({
      students_attended: 27,
      total_students: 30,
      currentSlide: 4,
    });
    expect((await db.localSessions.get(t.session.id))?.status).toBe('ended');
    expect(d.kick).toHaveBeenCalled();
  });

  it('a move is stored whole or not at all: the device position never gets ahead of the outbox', async () => {
    await cacheDeck();
    const t = await startTeaching(
      deps(async () => Promise.reject(new TypeError('offline'))),
      place,
    );
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('cut off by a reload'));
    await expect(recordMove(db, t.session, place.label, 5)).rejects.toThrow('cut off by a reload');
    expect((await db.localSessions.get(t.session.id))?.currentSlide).toBe(1);
    expect(await db.classPositions.get([SCHOOL, '6A'])).toBeUndefined();
    expect((await db.outbox.where({ sessionId: t.session.id }).toArray()).map((e) => kindOf(e))).toEqual(['start']);
  });

  it('cancel queues a cancel for the server, drops unsent moves and puts the class position back', async () => {
    await cacheDeck();
    await db.classPositions.put({ schoolId: SCHOOL, classLevel: '6A', lastSlide: 4, at: '2026-01-01T00:00:00Z' });
    const d = deps(async () => Promise.reject(new TypeError('offline')));
    const t = await startTeaching(d, place);
    expect(t.session.currentSlide).toBe(4);
    const start = await db.outbox.where({ sessionId: t.session.id }).first();
    await db.outbox.update(start?.seq as number, { status: 'sent' });
    await recordMove(db, t.session, place.label, 7);
    expect((await db.classPositions.get([SCHOOL, '6A']))?.lastSlide).toBe(7);
    await cancelTeaching(d, t.session, place.label);
    const entries = await db.outbox.where({ sessionId: t.session.id }).sortBy('seq');
    expect(entries.map((e) => [kindOf(e), e.status])).toEqual([
      ['start', 'sent'],
      ['cancel', 'pending'],
    ]);
    expect((await db.localSessions.get(t.session.id))?.status).toBe('cancelled');
    expect((await db.classPositions.get([SCHOOL, '6A']))?.lastSlide).toBe(4);
    // Once closed, the session takes no more moves (another tab's), and cannot be ended or cancelled again.
    expect(await recordMove(db, t.session, place.label, 9)).toBeNull();
    await expect(
      endTeaching(d, t.session, place.label, 9, { students_attended: 1, total_students: 2, notes: '' }),
    ).rejects.toThrow('This class was cancelled in another tab or window.');
    await expect(cancelTeaching(d, t.session, place.label)).rejects.toBeInstanceOf(SessionClosedError);
    expect(await db.outbox.where({ sessionId: t.session.id }).count()).toBe(2);
  });

  it('coalesced moves keep the furthest slide shown and order by the device stamp, not the clock', async () => {
    const d = deps(async () => answer(1));
    const t = await startTeaching(d, place);
    // Slides 1..25 taught, then back to 3; the clock jumps back by hours in between.
    for (let slide = 2; slide <= 25; slide++)
      await recordMove(db, t.session, place.label, slide, '2026-03-01T09:00:00Z');
    await recordMove(db, t.session, place.label, 3, '2026-03-01T04:00:00Z');
    const [position] = await db.outbox.where({ sessionId: t.session.id }).toArray();
    const payload = position?.body as { seq?: number; currentSlide: number };
    expect(payload).toMatchObject({ currentSlide: 3, furthestSlide: 25, clientTimestamp: '2026-03-01T04:00:00Z' });
    expect(payload.seq).toBeGreaterThan(24);
    await endTeaching(d, t.session, place.label, 3, { students_attended: 1, total_students: 2, notes: '' });
    const end = (await db.outbox.where({ sessionId: t.session.id }).sortBy('seq')).at(-1);
    expect(end?.body).toMatchObject({ currentSlide: 3, furthestSlide: 25 });
    expect((end as OutboxEntry).body).toMatchObject({ seq: (payload.seq as number) + 1 });
  });

  it('a reload resumes the class in progress at its current slide, from the device when offline', async () => {
    await cacheDeck();
    const t = await startTeaching(
      deps(async () => answer(3)),
      place,
    );
    await recordMove(db, t.session, place.label, 9);
    const resumed = await resumeTeaching(deps(async () => answer(1), false));
    expect(resumed).toMatchObject({
      source: 'device',
      session: { id: t.session.id, currentSlide: 9 },
      deck: { version: 3 },
    });
    await endTeaching(
      deps(async () => answer(1)),
      t.session,
      place.label,
      9,
      { students_attended: 1, total_students: 2, notes: '' },
    );
    expect(await resumeTeaching(deps(async () => answer(1)))).toBeNull();
  });

  it('a move whose device write a reload cut off is taken from the synchronous mirror and queued', async () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => values.set(k, v),
      removeItem: (k: string) => values.delete(k),
    });
    try {
      await cacheDeck();
      const t = await startTeaching(
        deps(async () => answer(1)),
        place,
      );
      await recordMove(db, t.session, place.label, 4, '2026-03-01T09:00:04.000Z');
      mirrorPosition(t.session.id, { slide: 6, at: '2026-03-01T09:00:06.000Z' });
      const resumed = await resumeTeaching(deps(async () => answer(1), false));
      expect(resumed?.session.currentSlide).toBe(6);
      const position = await db.outbox.where({ sessionId: t.session.id }).first();
      expect(position?.body).toMatchObject({
        currentSlide: 6,
        clientTimestamp: '2026-03-01T09:00:06.000Z',
      });
      await endTeaching(
        deps(async () => answer(1)),
        t.session,
        place.label,
        6,
        { students_attended: 1, total_students: 2, notes: '' },
      );
      expect(values.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
