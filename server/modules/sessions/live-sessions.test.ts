import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_NOTE } from '#contract/sessions';
import { schools } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// One live session per class and teacher (issue 15): the sessions of a class in progress on any device are listed
// (GET /live); the one the teacher does not keep is closed (ended, no attendance), and nothing its own device
// recorded afterwards is lost: its moves still count for progress, its end still brings the attendance.
let t: TestApp;
let priya: string; // teaches Mohali 6A, 6B, 7A
let rohan: string;
let mohali: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  rohan = await t.login('rohan.mehta@demo.test');
  await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(30));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
});
afterAll(() => t.close());

const start = (id: string, device: string, extra: Record<string, unknown> = {}) =>
  t.post(
    '/api/class-sessions/start-slide-session',
    { school_id: mohali, class_level: '6A', session_id: id, device_id: device, seq: 1, ...extra },
    priya,
  );
const live = (token = priya, classLevel = '6a') =>
  t.get(`/api/class-sessions/live?school_id=${mohali}&class_level=${classLevel}`, token);
const progress = async () => (await t.get(`/api/session-progress/${mohali}/6A`, priya)).body.progress;

describe('two devices, one class', () => {
  it('lists both sessions in progress, oldest first, only to their teacher', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await start(first, 'laptop', { started_at: new Date(Date.now() - 60_000).toISOString(), starting_slide: 3 });
    await start(second, 'tablet', { starting_slide: 3 });
    const res = await live();
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s: { _id: string }) => s._id)).toEqual([first, second]);
    expect((await live(rohan)).body.sessions).toEqual([]);
    expect((await live(priya, '')).status).toBe(400);
    expect((await t.get(`/api/class-sessions/live?school_id=x&class_level=6A`, priya)).body.sessions).toEqual([]);

    // The teacher keeps the tablet's: the laptop's is closed without attendance, once.
    const closed = await t.post(`/api/class-sessions/${first}/close`, {}, priya);
    expect(closed.body).toMatchObject({
      applied: true,
      session: { status: 'ended', students_attended: null, notes: CLOSED_NOTE },
    });
    expect((await t.post(`/api/class-sessions/${first}/close`, {}, priya)).body.applied).toBe(false);
    expect((await t.post(`/api/class-sessions/${first}/close`, {}, rohan)).status).toBe(403);
    expect((await live()).body.sessions.map((s: { _id: string }) => s._id)).toEqual([second]);

    // The laptop, offline meanwhile, went on to slide 12 and ended with attendance: both still count.
    const moved = await t.put(
      `/api/class-sessions/${first}/update-slide`,
      { currentSlide: 12, furthestSlide: 12, deviceId: 'laptop', seq: 2 },
      priya,
    );
    expect(moved.status).toBe(200);
    expect((await t.get(`/api/class-sessions/${first}`, priya)).body.session).toMatchObject({ ending_slide: 12 });
    expect((await progress()).lastSlideVisited).toBe(12);
    const ended = await t.post(
      `/api/class-sessions/${first}/end-session`,
      { students_attended: 18, total_students: 20, notes: '', currentSlide: 12, deviceId: 'laptop', seq: 3 },
      priya,
    );
    expect(ended.body).toMatchObject({ applied: true, session: { students_attended: 18, ending_slide: 12 } });
    // Ended with attendance, it is no longer 'closed': a repeat of the end changes nothing.
    const again = await t.post(
      `/api/class-sessions/${first}/end-session`,
      { students_attended: 1, total_students: 20, notes: '', deviceId: 'laptop', seq: 4 },
      priya,
    );
    expect(again.body).toMatchObject({ applied: false, session: { students_attended: 18 } });
  });

  it('a session ended with attendance is not closed again; an unknown one is 404', async () => {
    const id = randomUUID();
    await start(id, 'phone');
    await t.post(
      `/api/class-sessions/${id}/end-session`,
      { students_attended: 5, total_students: 9, notes: 'done', deviceId: 'phone', seq: 2 },
      priya,
    );
    const res = await t.post(`/api/class-sessions/${id}/close`, {}, priya);
    expect(res.body).toMatchObject({ applied: false, session: { students_attended: 5, notes: 'done' } });
    expect((await t.post(`/api/class-sessions/${randomUUID()}/close`, {}, priya)).status).toBe(404);
    expect((await t.post('/api/class-sessions/nope/close', {}, priya)).status).toBe(404);
  });
});
