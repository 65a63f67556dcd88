import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassRegisterResponse, monthOf, REGISTER_MESSAGES } from '#contract/class-register';
import { classMemberships, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import { classSessions, sessionAbsences } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// A class register (issue 17): the month's sessions × the students who belonged to the class that month, with marks
// from the roll calls and each student's rate; the membership history decides who is in which register.
let t: TestApp;
let admin: string;
let priya: string;
let priyaId: string;
let mohali: string;
let institution: string;
const ids: Record<string, string> = {};
const JOINED = new Date('2026-01-10T08:00:00Z');
const MOVED = new Date('2026-02-15T10:00:00Z');

async function addStudent(name: string, code: string) {
  const [user] = await t.db
    .insert(users)
    .values({ name, email: `r${Object.keys(ids).length}@register.test`, passwordHash: 'x', role: 'student' })
    .returning({ id: users.id });
  ids[name] = user?.id as string;
  await t.db
    .insert(studentDetails)
    .values({ userId: ids[name] as string, schoolId: mohali, studentId: code, classLevel: '5R', grade: 5 });
}

/** An ended session of a class at a time, with a roll call when absent names are given (none: counts only). */
async function session(classLevel: string, at: string, absent?: string[], status: 'ended' | 'in_progress' = 'ended') {
  const [row] = await t.db
    .insert(classSessions)
    .values({
      teacherId: priyaId,
      schoolId: mohali,
      institutionId: institution,
      classLevel,
      grade: 5,
      status,
      sessionDate: new Date(at),
      startingSlide: 1,
      currentSlide: 3,
      endingSlide: 3,
      studentsAttended: 4,
      totalStudents: 5,
      rollCall: absent !== undefined,
    })
    .returning({ id: classSessions.id });
  const id = row?.id as string;
  if (absent?.length) {
    await t.db
      .insert(sessionAbsences)
      .values(absent.map((name) => ({ sessionId: id, studentId: ids[name] as string })));
  }
  return id;
}

const register = async (classLevel: string, month: string, token = admin) => {
  const res = await t.get(`/api/classes/${mohali}/${classLevel}/register?month=${month}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ClassRegisterResponse;
};
const row = (r: ClassRegisterResponse, name: string) => r.students.find((s) => s.name === name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  priya = await t.login('teacher@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name, inst: schools.institutionId }).from(schools);
  const school = rows.find((s) => s.name.includes('Mohali'));
  mohali = school?.id as string;
  institution = school?.inst as string;
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  priyaId = me?.id as string;
  await t.db
    .update(teachingAssignments)
    .set({ classes: sql`array_cat(${teachingAssignments.classes}, array['5R','5S'])` })
    .where(and(eq(teachingAssignments.teacherId, priyaId), eq(teachingAssignments.schoolId, mohali)));

  for (const [name, code] of [
    ['Asha', 'R-1'],
    ['Bilal', 'R-2'],
    ['Chitra', 'R-3'],
    ['Dev', 'R-4'],
    ['=cmd', '+1'],
  ] as const) {
    await addStudent(name, code);
  }
  await t.db
    .update(classMemberships)
    .set({ joinedAt: JOINED })
    .where(inArray(classMemberships.studentId, Object.values(ids)));
  // Dev moves from 5R to 5S in the middle of February.
  await t.db
    .update(studentDetails)
    .set({ classLevel: '5S' })
    .where(eq(studentDetails.userId, ids.Dev as string));
  const dev = eq(classMemberships.studentId, ids.Dev as string);
  await t.db
    .update(classMemberships)
    .set({ leftAt: MOVED })
    .where(and(dev, eq(classMemberships.classLevel, '5R')));
  await t.db
    .update(classMemberships)
    .set({ joinedAt: MOVED })
    .where(and(dev, eq(classMemberships.classLevel, '5S'), isNull(classMemberships.leftAt)));

  await session('5R', '2026-01-31T23:59:00Z', ['Asha']); // January
  await session('5R', '2026-02-03T09:30:00Z', ['Bilal']);
  await session('5R', '2026-02-03T13:00:00Z', []); // everyone present
  await session('5R', '2026-02-10T09:30:00Z'); // counts only
  await session('5R', '2026-02-20T09:30:00Z', ['Bilal', '=cmd']);
  await session('5R', '2026-02-28T23:30:00Z', ['Chitra']); // the month's last minutes, UTC
  await session('5R', '2026-02-25T09:30:00Z', [], 'in_progress'); // not ended: not in the register
  await session('5R', '2026-03-01T00:00:00Z', ['Asha', 'Bilal']); // March
  await session('5S', '2026-02-05T09:30:00Z', []);
  await session('5S', '2026-02-20T09:30:00Z', ['Dev']);
});
afterAll(() => t.close());

describe('GET /api/classes/{school}/{class}/register', () => {
  it('gives the month’s ended sessions, oldest first, and each student’s marks and rate', async () => {
    const r = await register('5r', '2026-02');
    expect(r).toMatchObject({ school_id: mohali, class_level: '5R', month: '2026-02' });
    expect(r.school_name).toContain('Mohali');
    expect(r.sessions.map((s) => [s.session_date, s.roll_call])).toEqual([
      ['2026-02-03T09:30:00.000Z', true],
      ['2026-02-03T13:00:00.000Z', true],
      ['2026-02-10T09:30:00.000Z', false],
      ['2026-02-20T09:30:00.000Z', true],
      ['2026-02-28T23:30:00.000Z', true],
    ]);
    expect(r.sessions[0]).toMatchObject({
      teacher: { _id: priyaId, name: 'Priya Sharma' },
      starting_slide: 1,
      ending_slide: 3,
      students_attended: 4,
      total_students: 5,
    });
    expect(r.students.map((s) => s.name).sort()).toEqual(['=cmd', 'Asha', 'Bilal', 'Chitra', 'Dev']);
    expect(row(r, 'Asha')).toEqual({
      _id: ids.Asha,
      name: 'Asha',
      student_id: 'R-1',
      marks: ['P', 'P', 'U', 'P', 'P'],
      present: 4,
      held: 4,
      rate: 100,
    });
    expect(row(r, 'Bilal')).toMatchObject({ marks: ['A', 'P', 'U', 'A', 'P'], present: 2, held: 4, rate: 50 });
    expect(row(r, 'Chitra')).toMatchObject({ marks: ['P', 'P', 'U', 'P', 'A'], present: 3, held: 4, rate: 75 });
    expect(row(r, '=cmd')).toMatchObject({ student_id: '+1', present: 3, held: 4, rate: 75 });
  });

  it('keeps a moved student’s past marks in the old class and shows them in the new one from the move', async () => {
    const old = await register('5R', '2026-02');
    expect(row(old, 'Dev')).toMatchObject({ marks: ['P', 'P', 'U', null, null], present: 2, held: 2, rate: 100 });
    const moved = await register('5S', '2026-02');
    expect(moved.students.map((s) => s.name)).toEqual(['Dev']);
    expect(row(moved, 'Dev')).toMatchObject({ marks: [null, 'A'], present: 0, held: 1, rate: 0 });
    // January: Dev was in 5R; the later move changes nothing. March: no longer in 5R.
    expect(row(await register('5R', '2026-01'), 'Dev')).toMatchObject({ marks: ['P'], rate: 100 });
    expect(row(await register('5R', '2026-01'), 'Asha')).toMatchObject({ marks: ['A'], rate: 0 });
    const march = await register('5R', '2026-03');
    expect(march.sessions.map((s) => s.session_date)).toEqual(['2026-03-01T00:00:00.000Z']);
    expect(march.students.map((s) => s.name).sort()).toEqual(['=cmd', 'Asha', 'Bilal', 'Chitra']);
  });

  it('lists the students with no sessions for a month without any, and no one before the class had any', async () => {
    const april = await register('5R', '2026-04');
    expect(april.sessions).toEqual([]);
    expect(april.students.map((s) => [s.marks, s.held, s.rate])).toEqual(Array(4).fill([[], 0, null]));
    expect(await register('5R', '2025-12')).toMatchObject({ sessions: [], students: [] });
  });

  it('shows a roll call ended through the API this month (the default month)', async () => {
    await uploadDeck(t, admin, 5, deckPages(3));
    const id = randomUUID();
    const start = { school_id: mohali, class_level: '5R', session_id: id };
    expect((await t.post('/api/class-sessions/start-slide-session', start, priya)).status).toBe(200);
    const end = { students_attended: 2, total_students: 4, notes: '', absent_student_ids: [ids.Asha, ids.Chitra] };
    expect((await t.post(`/api/class-sessions/${id}/end-session`, end, priya)).status).toBe(200);
    const res = await t.get(`/api/classes/${mohali}/5R/register`, priya);
    expect(res.status).toBe(200);
    const r = res.body as ClassRegisterResponse;
    expect(r.month).toBe(monthOf());
    const at = r.sessions.findIndex((s) => s._id === id);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(['Asha', 'Bilal', 'Chitra', '=cmd'].map((name) => row(r, name)?.marks[at])).toEqual(['A', 'P', 'A', 'P']);
  });

  it('refuses a month that is no month with a field message', async () => {
    for (const month of ['2026-13', '2026-2', '1999-12', '2101-01', 'soon', '']) {
      const res = await t.get(`/api/classes/${mohali}/5R/register?month=${month}`, admin);
      expect(res.status, month).toBe(400);
      expect(res.body.details).toEqual([{ field: 'month', msg: REGISTER_MESSAGES.month }]);
    }
    expect((await t.get(`/api/classes/${mohali}/5R/register/export?month=2026-00`, admin)).status).toBe(400);
  });

  it('keeps to scope: the class’s teacher and managers only, 404 outside, 403 for a student', async () => {
    const path = `/api/classes/${mohali}/5R/register?month=2026-02`;
    for (const email of ['school.manager@demo.test', 'institution.manager@demo.test', 'teacher@demo.test']) {
      expect((await t.get(path, await t.login(email))).status, email).toBe(200);
    }
    for (const email of ['rohan.mehta@demo.test', 'noida.manager@demo.test', 'bharat.manager@demo.test']) {
      expect((await t.get(path, await t.login(email))).status, email).toBe(404);
      expect((await t.get(path.replace('register', 'register/export'), await t.login(email))).status).toBe(404);
    }
    const student = await t.login('student@demo.test');
    expect((await t.get(path, student)).status).toBe(403);
    expect((await t.get(path.replace('register', 'register/export'), student)).status).toBe(403);
    expect((await t.get(`/api/classes/${randomUUID()}/5R/register`, admin)).status).toBe(404);
    expect((await t.get('/api/classes/not-a-school/5R/register', admin)).status).toBe(404);
  });
});

describe('GET /api/classes/{school}/{class}/register/export', () => {
  it('is UTF-8 with a BOM, ISO dates (with the time when two on a day), neutralised cells and the rates', async () => {
    const res = await t.app.request(`/api/classes/${mohali}/5R/register/export?month=2026-02`, {
      headers: { authorization: `Bearer ${priya}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="register-5R-2026-02.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Student,Student ID,2026-02-03T09:30Z,2026-02-03T13:00Z,2026-02-10,2026-02-20,2026-02-28,Present,Held,Rate',
    );
    expect(lines).toContain("'=cmd,'+1,P,P,,A,P,3,4,75%");
    expect(lines).toContain('Bilal,R-2,A,P,,A,P,2,4,50%');
    expect(lines).toContain('Dev,R-4,P,P,,,,2,2,100%');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(7);
  });
});
