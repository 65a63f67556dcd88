import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '#contract/sessions';
import { schools } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
import { classSessions, sessionProgress } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// The offline classroom's server rules (ARCHITECTURE.md §5, docs/decisions/011): one device's changes ordered by its
// counter, never its clock; the furthest slide a maximum of everything sent; Cancel that counts nowhere; end and
// cancel of one session, first one wins.
let t: TestApp;
let priya: string; // teaches Mohali 6A, 6B, 7A
let rohan: string; // teaches Mohali 6C, 7B
let mohali: string;
const DEVICE = 'device-a';

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  rohan = await t.login('rohan.mehta@demo.test');
  await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(30));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
});
afterAll(() => t.close());

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
const start = (id: string, seq: number, extra: Record<string, unknown> = {}, token = priya) =>
  t.post(
    '/api/class-sessions/start-slide-session',
    { school_id: mohali, class_level: '6B', session_id: id, device_id: DEVICE, seq, ...extra },
    token,
  );
const move = (id: string, body: Record<string, unknown>, token = priya) =>
  t.put(`/api/class-sessions/${id}/update-slide`, { deviceId: DEVICE, ...body }, token);
const end = (id: string, body: Record<string, unknown> = {}, token = priya) =>
  t.post(
    `/api/class-sessions/${id}/end-session`,
    { students_attended: 20, total_students: 25, notes: 'ok', deviceId: DEVICE, ...body },
    token,
  );
const cancel = (id: string, body: Record<string, unknown> = {}, token = priya) =>
  t.post(`/api/class-sessions/${id}/cancel`, { deviceId: DEVICE, ...body }, token);
const progressOf = async (classLevel: string) =>
  (await t.get(`/api/session-progress/${mohali}/${classLevel}`, priya)).body.progress;

describe('positions of one device', () => {
  it('start within the deck: a class whose progress passed the end of a shorter deck starts at its last slide', async () => {
    const res = await start(randomUUID(), 50, { class_level: '6A', starting_slide: 41 });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ starting_slide: 30, current_slide: 30, ending_slide: 30 });
    await cancel(res.body.session._id, { seq: 51 });
  });

  it('keep the furthest slide shown when the coalesced position has gone back (1..25 then 3)', async () => {
    const id = randomUUID();
    await start(id, 100, { starting_slide: 1 });
    const res = await move(id, { currentSlide: 3, furthestSlide: 25, clientTimestamp: at(0), seq: 130 });
    expect(res.body).toMatchObject({
      applied: true,
      session: { starting_slide: 1, current_slide: 3, ending_slide: 25 },
    });
    const ended = await end(id, { currentSlide: 3, furthestSlide: 25, clientTimestamp: at(0), seq: 131 });
    expect(ended.body.session).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      current_slide: 3,
      ending_slide: 25,
    });
    expect(await progressOf('6B')).toMatchObject({ lastSlideVisited: 3 });
    expect((await progressOf('6B')).furthestSlide).toBeGreaterThanOrEqual(25);
  });

  it('are ordered by the device counter, not its clock: hours off, reset to 2000, or jumping back', async () => {
    const id = randomUUID();
    // A clock reset to 2000: accepted, and the session is dated by the server's receive time.
    const before = Date.now();
    const started = await start(id, 200, { starting_slide: 2, started_at: '2000-01-01T08:00:00.000Z' });
    expect(started.status).toBe(200);
    expect(Date.parse(started.body.session.session_date)).toBeGreaterThanOrEqual(before - 1000);
    // Newer by counter, older by clock: applied.
    expect((await move(id, { currentSlide: 9, clientTimestamp: at(-5), seq: 201 })).body.applied).toBe(true);
    expect((await move(id, { currentSlide: 4, clientTimestamp: at(-9), seq: 202 })).body).toMatchObject({
      applied: true,
      session: { current_slide: 4, ending_slide: 9 },
    });
    // Older by counter, newer by clock (a replay arriving late): not the position, but the furthest counts.
    expect((await move(id, { currentSlide: 12, clientTimestamp: at(0), seq: 199 })).body).toMatchObject({
      applied: false,
      session: { current_slide: 4, ending_slide: 12 },
    });
    // Hours ahead: not refused either.
    const ahead = await move(id, { currentSlide: 5, clientTimestamp: at(6), seq: 203 });
    expect(ahead.body).toMatchObject({ applied: true, session: { current_slide: 5 } });
    const [row] = await t.db.select().from(classSessions).where(eq(classSessions.id, id));
    expect(row?.positionAt?.getTime()).toBeLessThan(Date.now() + 60_000);
    expect(await progressOf('6B')).toMatchObject({ lastSlideVisited: 5 });
    const ended = await end(id, {
      currentSlide: 5,
      furthestSlide: 12,
      clientTimestamp: '2000-01-01T09:00:00Z',
      seq: 204,
    });
    expect(ended.body.session).toMatchObject({
      status: 'ended',
      starting_slide: 2,
      current_slide: 5,
      ending_slide: 12,
    });
    expect(Date.parse(ended.body.session.ended_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('of another device are ordered by time', async () => {
    const id = randomUUID();
    await start(id, 300);
    await move(id, { currentSlide: 6, clientTimestamp: at(-0.1), seq: 301 });
    const other = await t.put(
      `/api/class-sessions/${id}/update-slide`,
      { currentSlide: 2, clientTimestamp: at(-0.2), deviceId: 'device-b', seq: 5 },
      priya,
    );
    expect(other.body).toMatchObject({ applied: false, session: { current_slide: 6 } });
  });
});

describe('Cancel Session', () => {
  it('removes the session everywhere and puts the class progress back; a repeat answers again', async () => {
    const before = await progressOf('6A');
    const teacherBefore = (await t.get('/api/class-sessions?class_level=6A&limit=100', priya)).body.pagination.total;
    const id = randomUUID();
    await start(id, 400, { class_level: '6A', starting_slide: before.lastSlideVisited });
    await move(id, { currentSlide: 28, furthestSlide: 29, clientTimestamp: at(0), seq: 401 });
    expect(await progressOf('6A')).toMatchObject({
      lastSlideVisited: 28,
      furthestSlide: Math.max(29, before.furthestSlide),
    });

    const res = await cancel(id, { clientTimestamp: at(0), seq: 402 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Session cancelled', applied: true });
    expect((await t.get(`/api/class-sessions/${id}`, priya)).status).toBe(404);
    expect((await t.get('/api/class-sessions?class_level=6A&limit=100', priya)).body.pagination.total).toBe(
      teacherBefore,
    );
    expect(await t.db.select().from(classSessions).where(eq(classSessions.id, id))).toHaveLength(0);
    expect(await progressOf('6A')).toMatchObject({
      lastSlideVisited: before.lastSlideVisited,
      furthestSlide: before.furthestSlide,
    });
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'session_cancelled')));
    expect(log).toHaveLength(1);

    expect((await cancel(id, { seq: 403 })).body).toEqual({ message: 'Session cancelled', applied: false });
  });

  it('first of end and cancel wins; the other is refused with a clear message, and late changes too', async () => {
    const cancelled = randomUUID();
    await start(cancelled, 500);
    await cancel(cancelled, { seq: 502 });
    for (const res of [
      await end(cancelled, { seq: 501 }),
      await move(cancelled, { currentSlide: 4, seq: 503 }),
      await start(cancelled, 500),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(SESSION_MESSAGES.cancelled);
    }

    const ended = randomUUID();
    await start(ended, 600);
    await end(ended, { seq: 601 });
    const late = await cancel(ended, { seq: 602 });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(SESSION_MESSAGES.alreadyEnded);
    expect((await t.get(`/api/class-sessions/${ended}`, priya)).body.session.status).toBe('ended');
  });

  it('a cancel that arrives before its start makes the start refused; only the owner cancels', async () => {
    const id = randomUUID();
    expect((await cancel(id, { seq: 701 })).body.applied).toBe(true);
    expect((await start(id, 700)).status).toBe(409);

    const priyas = randomUUID();
    await start(priyas, 710);
    expect((await cancel(priyas, {}, rohan)).status).toBe(403);
    expect((await cancel('not-a-uuid')).status).toBe(404);
    expect((await cancel(priyas, { seq: 0 })).status).toBe(400);
    expect((await t.get(`/api/class-sessions/${priyas}`, priya)).body.session.status).toBe('in_progress');
  });
});

describe('End Session applies whole or not at all', () => {
  it('a failure after the position was applied leaves the session as it was', async () => {
    const id = randomUUID();
    await start(id, 800, { starting_slide: 2 });
    // A NUL byte in the notes fails in the database after the final position was written: all is rolled back.
    const res = await end(id, { currentSlide: 9, furthestSlide: 9, notes: 'a\u0000b', seq: 801 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const [row] = await t.db.select().from(classSessions).where(eq(classSessions.id, id));
    expect(row).toMatchObject({ status: 'in_progress', currentSlide: 2, endingSlide: 2 });
    const [progress] = await t.db
      .select()
      .from(sessionProgress)
      .where(and(eq(sessionProgress.schoolId, mohali), eq(sessionProgress.classLevel, '6B')));
    expect(progress?.positionSeq).toBe(800);
  });
});

// Issue 38: a teacher of another institution cancelled an unused id; once Priya's device chose that id, every cancel
// of her session answered 500 and it stayed in progress. A cancel record is its teacher's own.
describe('a cancel of an id that is not the caller’s', () => {
  it('leaves nothing that the real teacher’s start, moves, end or cancel collide with', async () => {
    const amit = await t.login('amit.joshi@demo.test'); // teaches at Noida (Bharat), not Mohali
    const id = randomUUID();
    expect((await cancel(id, { seq: 901 }, amit)).status).toBe(200);
    expect((await cancel(id, { seq: 902 }, await t.login('anjali.kapoor@demo.test'))).status).toBe(200);

    const started = await start(id, 900);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.applied).toBe(true);
    expect((await move(id, { currentSlide: 5, seq: 903 })).status).toBe(200);
    const res = await cancel(id, { seq: 904 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Session cancelled', applied: true });
    expect(await t.db.select().from(classSessions).where(eq(classSessions.id, id))).toHaveLength(0);
    expect((await cancel(id, { seq: 905 })).body).toEqual({ message: 'Session cancelled', applied: false });
    // Her cancel refuses her late changes as before; a stranger's start of her id is refused, not a 500.
    expect((await end(id, { seq: 906 })).body.error).toBe(SESSION_MESSAGES.cancelled);
    const taken = await start(id, 907, { class_level: '6C' }, rohan);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(SESSION_MESSAGES.idInUse);
  });

  it('and a session ended after a stranger’s cancel ends as usual', async () => {
    const amit = await t.login('amit.joshi@demo.test');
    const id = randomUUID();
    await cancel(id, {}, amit);
    expect((await start(id, 950)).status).toBe(200);
    const ended = await end(id, { seq: 951 });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.session.status).toBe('ended');
    expect((await cancel(id, { seq: 952 })).body.error).toBe(SESSION_MESSAGES.alreadyEnded);
    expect((await cancel(id, {}, amit)).status).toBe(404);
  });

  it('the own teacher’s cancel before the start still refuses that start, whatever others sent', async () => {
    const amit = await t.login('amit.joshi@demo.test');
    const id = randomUUID();
    await cancel(id, {}, amit);
    expect((await cancel(id, { seq: 961 })).body).toEqual({ message: 'Session cancelled', applied: true });
    expect((await cancel(id, { seq: 962 })).body).toEqual({ message: 'Session cancelled', applied: false });
    const refused = await start(id, 960);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SESSION_MESSAGES.cancelled);
  });

  it('two cancels of one session at once: one applies, the other answers again, never a 500', async () => {
    const id = randomUUID();
    await start(id, 970);
    const answers = await Promise.all([cancel(id, { seq: 971 }), cancel(id, { seq: 972 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.applied).sort()).toEqual([false, true]);
  });
});
