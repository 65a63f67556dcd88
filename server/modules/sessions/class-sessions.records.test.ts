import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let priya: string;
let rohan: string;
let amit: string;
let manager: string; // school manager of Mohali and Ludhiana
let priyaId: string;
let mohali: string;
let noida: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  rohan = await t.login('rohan.mehta@demo.test');
  amit = await t.login('amit.joshi@demo.test');
  manager = await t.login('school.manager@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  noida = rows.find((s) => s.name.includes('Noida'))?.id as string;
  priyaId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test')))[0]
    ?.id as string;
});
afterAll(() => t.close());

/** A day before the demo data's 90 days of sessions, so the date filter finds only the one recorded here. */
const day = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
const record = {
  school_id: '',
  class_level: '6b',
  session_date: `${day}T05:30:00.000Z`,
  starting_slide: 3,
  ending_slide: 6,
  students_attended: 10,
  total_students: 12,
  notes: 'Revision',
};
let created: any;

describe('POST /api/class-sessions', () => {
  it('records a session after the fact', async () => {
    const res = await t.post('/api/class-sessions', { ...record, school_id: mohali }, priya);
    expect(res.status).toBe(201);
    created = res.body.session;
    expect(created).toMatchObject({
      class_level: '6B',
      status: 'ended',
      session_date: record.session_date,
      starting_slide: 3,
      ending_slide: 6,
      students_attended: 10,
      total_students: 12,
      notes: 'Revision',
      school_id: { _id: mohali },
      teacher_id: { _id: priyaId },
    });
  });

  it('applies the Edit Session rules', async () => {
    const post = (body: object) => t.post('/api/class-sessions', { ...record, school_id: mohali, ...body }, priya);
    expect((await post({ starting_slide: 7 })).body.error).toBe('Starting slide cannot be greater than ending slide');
    expect((await post({ students_attended: 13 })).body.error).toBe('Students attended cannot exceed total students');
    expect((await post({ ending_slide: undefined })).body.error).toBe('Please enter valid slide numbers');
    expect((await post({ class_level: '8A' })).status).toBe(404); // not Priya's class
    expect((await post({ school_id: noida })).status).toBe(404);
    expect((await t.post('/api/class-sessions', { ...record, school_id: mohali }, manager)).status).toBe(403);
  });
});

describe('GET /api/class-sessions', () => {
  it('lists the teacher’s sessions, newest first, with filters and pagination', async () => {
    const res = await t.get(`/api/class-sessions?teacher_id=${priyaId}&limit=5`, priya);
    expect(res.status).toBe(200);
    const [total] = await t.db.select({ n: count() }).from(classSessions).where(eq(classSessions.teacherId, priyaId));
    expect(res.body.pagination).toMatchObject({ total: total?.n, total_sessions: total?.n, page: 1, limit: 5 });
    expect(res.body.data).toHaveLength(5);
    const dates = res.body.data.map((s: any) => s.session_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data[0]).toMatchObject({
      teacher_id: { name: 'Priya Sharma' },
      school_id: { name: expect.any(String) },
    });

    const filtered = await t.get(
      `/api/class-sessions?class_level=6b&school_id=${mohali}&start_date=${day}&end_date=${day}`,
      priya,
    );
    expect(filtered.body.data.map((s: any) => s._id)).toEqual([created._id]);
    const bad = await t.get('/api/class-sessions?start_date=2026-02-01&end_date=2026-01-01', priya);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Start date cannot be after end date');
  });

  it('shows each role only its scope', async () => {
    const byManager = await t.get(`/api/class-sessions?school_id=${mohali}&limit=1`, manager);
    expect(byManager.body.pagination.total).toBeGreaterThan(0);
    const noidaManager = await t.login('noida.manager@demo.test');
    expect((await t.get(`/api/class-sessions?school_id=${mohali}`, noidaManager)).body.pagination.total).toBe(0);
    // Rohan teaches 6C and 7B at Mohali: none of Priya's 6B sessions.
    const byRohan = await t.get(`/api/class-sessions?class_level=6B&school_id=${mohali}`, rohan);
    expect(byRohan.body.pagination.total).toBe(0);
    expect((await t.get('/api/class-sessions', await t.login('student@demo.test'))).status).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/class-sessions/{id}', () => {
  it('reads a session in scope', async () => {
    expect((await t.get(`/api/class-sessions/${created._id}`, priya)).body.session).toEqual({
      ...created,
      absent_student_ids: [],
      mark_issues: [],
    });
    expect((await t.get(`/api/class-sessions/${created._id}`, manager)).status).toBe(200);
    expect((await t.get(`/api/class-sessions/${created._id}`, rohan)).status).toBe(404);
    expect((await t.get('/api/class-sessions/not-an-id', priya)).status).toBe(404);
  });

  it('lets only the owner edit, with the same rules', async () => {
    const edit = (body: object, token = priya) => t.put(`/api/class-sessions/${created._id}`, body, token);
    const res = await edit({ ending_slide: 9, students_attended: 11, notes: 'Extended' });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({
      starting_slide: 3,
      ending_slide: 9,
      students_attended: 11,
      total_students: 12,
      notes: 'Extended',
    });
    expect((await edit({ starting_slide: 10 })).body.error).toBe('Starting slide cannot be greater than ending slide');
    expect((await edit({ total_students: 5 })).body.error).toBe('Students attended cannot exceed total students');
    const other = await edit({ notes: 'Mine now' }, rohan);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only edit your own sessions');
    expect((await edit({ notes: 'x' }, manager)).status).toBe(403);
    expect((await edit({ notes: 'x' }, amit)).status).toBe(404);
    expect((await edit({ class_level: '8A' })).status).toBe(404);
    const [row] = await t.db.select().from(classSessions).where(eq(classSessions.id, created._id));
    expect(row?.notes).toBe('Extended');
  });

  it('lets only the owner delete', async () => {
    expect((await t.del(`/api/class-sessions/${created._id}`, rohan)).status).toBe(403);
    expect((await t.del(`/api/class-sessions/${created._id}`, priya)).status).toBe(200);
    expect((await t.get(`/api/class-sessions/${created._id}`, priya)).status).toBe(404);
    const [left] = await t.db
      .select({ n: count() })
      .from(classSessions)
      .where(and(eq(classSessions.id, created._id)));
    expect(left?.n).toBe(0);
  });
});
