import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '#server/db/schema/people';
import { classSessions, sessionProgress } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

let t: TestApp;
let priya: string; // teaches Mohali 6A, 6B, 7A and Ludhiana 6A, 5A
let rohan: string; // teaches Mohali 6C, 7B
let amit: string; // teaches at Noida only
let mohali: string;
let noida: string;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  rohan = await t.login('rohan.mehta@demo.test');
  amit = await t.login('amit.joshi@demo.test');
  await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(10));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  noida = rows.find((s) => s.name.includes('Noida'))?.id as string;
  await t.db
    .update(sessionProgress)
    .set({ lastSlideVisited: 4, furthestSlide: 5, lastVisitedAt: new Date('2020-01-01') })
    .where(and(eq(sessionProgress.schoolId, mohali), eq(sessionProgress.classLevel, '6A')));
});
afterAll(() => t.close());

const start = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.post('/api/class-sessions/start-slide-session', body, token, headers);
const move = (id: string, currentSlide: number, clientTimestamp: string, token = priya) =>
  t.put(`/api/class-sessions/${id}/update-slide`, { currentSlide, clientTimestamp }, token);

describe('POST /api/class-sessions/start-slide-session', () => {
  it('is an upsert by the client-made id and resumes at the last visited slide', async () => {
    const id = randomUUID();
    const res = await start(priya, { school_id: mohali, class_level: '6a', session_id: id });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({
      _id: id,
      status: 'in_progress',
      class_level: '6A',
      starting_slide: 4,
      current_slide: 4,
      school_id: { _id: mohali, name: 'Sunrise Public School, Mohali' },
      teacher_id: { name: 'Priya Sharma' },
    });
    expect(res.body.courseMaterial).toMatchObject({ class: 6, totalSlides: 10 });
    expect(res.body.courseMaterial.slides).toHaveLength(10);
    expect(res.body.progress).toEqual({ lastSlideVisited: 4, furthestSlide: 5 });

    const again = await start(priya, { school_id: mohali, class_level: '6A', session_id: id });
    expect(again.status).toBe(200);
    expect(again.body.session).toEqual(res.body.session);
    const [row] = await t.db.select({ n: count() }).from(classSessions).where(eq(classSessions.id, id));
    expect(row?.n).toBe(1);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const body = { school_id: mohali, class_level: '6B', session_id: randomUUID() };
    const first = await start(priya, body, { 'idempotency-key': 'start-1' });
    const second = await start(priya, body, { 'idempotency-key': 'start-1' });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it("answers 404 'No course material' for a grade without a deck", async () => {
    const res = await start(priya, { school_id: mohali, class_level: '7A', session_id: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('No course material');
  });

  it('starts only for the teacher’s own schools and classes', async () => {
    const missing = await start(priya, { school_id: '', class_level: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Please select school and class');
    expect((await start(priya, { school_id: mohali, class_level: '6C' })).status).toBe(404);
    expect((await start(priya, { school_id: noida, class_level: '6A' })).status).toBe(404);
    expect((await start(await t.login('admin@demo.test'), { school_id: mohali, class_level: '6A' })).status).toBe(403);
  });

  it('refuses an id that belongs to another teacher’s session', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6A', session_id: id });
    const res = await start(rohan, { school_id: mohali, class_level: '6C', session_id: id });
    expect(res.status).toBe(409);
  });
});

describe('PUT /api/class-sessions/{id}/update-slide', () => {
  it('applies a position only when its client time is newer; the furthest slide is a maximum', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6A', session_id: id });
    expect((await move(id, 7, minutesAgo(8))).body).toMatchObject({
      applied: true,
      session: { current_slide: 7, ending_slide: 7 },
    });
    // Sent earlier, arrived later: ignored.
    const stale = await move(id, 5, minutesAgo(9));
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ applied: false, session: { current_slide: 7 } });
    expect((await move(id, 6, minutesAgo(7))).body).toMatchObject({
      applied: true,
      session: { current_slide: 6, ending_slide: 7 },
    });
    const progress = await t.get(`/api/session-progress/${mohali}/6A`, priya);
    expect(progress.body.progress).toMatchObject({ lastSlideVisited: 6, furthestSlide: 7 });
    // Past the end of this deck (an older, longer deck on the device showed it): kept as recorded.
    expect((await move(id, 50, minutesAgo(6))).body.session).toMatchObject({ current_slide: 50, ending_slide: 50 });
    expect((await move(id, 10_001, minutesAgo(5))).status).toBe(400);
  });

  it('lets only the owner move the session', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6B', session_id: id });
    const other = await move(id, 3, minutesAgo(1), rohan);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only edit your own sessions');
    expect((await move(id, 3, minutesAgo(1), amit)).status).toBe(404);
    expect((await move(randomUUID(), 3, minutesAgo(1))).status).toBe(404);
    expect((await move(id, 0, minutesAgo(1))).status).toBe(400);
  });
});

describe('POST /api/class-sessions/{id}/end-session', () => {
  it('records attendance once; a repeat returns the same session and later moves change nothing', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6A', session_id: id, starting_slide: 2 });
    await move(id, 8, minutesAgo(3));
    const end = { students_attended: 12, total_students: 14, notes: 'Robots unit', clientTimestamp: minutesAgo(2) };
    const first = await t.post(`/api/class-sessions/${id}/end-session`, end, priya);
    expect(first.status).toBe(200);
    expect(first.body.session).toMatchObject({
      status: 'ended',
      students_attended: 12,
      total_students: 14,
      notes: 'Robots unit',
      ending_slide: 8,
    });
    expect(first.body.applied).toBe(true);
    const repeat = await t.post(`/api/class-sessions/${id}/end-session`, end, priya);
    expect(repeat.body).toEqual({ ...first.body, applied: false });
    const different = await t.post(`/api/class-sessions/${id}/end-session`, { ...end, students_attended: 3 }, priya);
    expect(different.body.session.students_attended).toBe(12);
    const late = await move(id, 9, minutesAgo(1));
    expect(late.body).toMatchObject({ applied: false, session: { current_slide: 8 } });
  });

  it('validates the attendance numbers', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6A', session_id: id });
    const end = (body: Record<string, unknown>) => t.post(`/api/class-sessions/${id}/end-session`, body, priya);
    expect((await end({ students_attended: 15, total_students: 14 })).body.error).toBe(
      'Students attended cannot exceed total students',
    );
    expect((await end({ students_attended: 0, total_students: 0 })).body.error).toBe(
      'Total students must be at least 1',
    );
    expect((await end({ students_attended: -1, total_students: 10 })).body.error).toBe(
      'Students attended cannot be negative',
    );
    expect((await end({ students_attended: 'many', total_students: 10 })).body.error).toBe(
      'Please enter valid numbers',
    );
    expect((await end({ total_students: 10 })).body.error).toBe('Please enter valid numbers');
    expect((await end({ students_attended: 9, total_students: 10 })).status).toBe(200);
    expect(
      (await t.post(`/api/class-sessions/${id}/end-session`, { students_attended: 1, total_students: 2 }, rohan))
        .status,
    ).toBe(403);
  });

  it('accepts numbers typed as text', async () => {
    const id = randomUUID();
    await start(priya, { school_id: mohali, class_level: '6A', session_id: id });
    const res = await t.post(
      `/api/class-sessions/${id}/end-session`,
      { students_attended: '10', total_students: ' 12 ' },
      priya,
    );
    expect(res.body.session).toMatchObject({ students_attended: 10, total_students: 12 });
  });
});
