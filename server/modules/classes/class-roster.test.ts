import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassRosterResponse } from '#contract/classes';
import { classMemberships, schools, studentDetails, users } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// Class membership has a history (issue 17): triggers on student_details keep class_memberships, so the roster of a
// past date is the class as it was then, whatever joins, moves and removals came later.
let t: TestApp;
let admin: string;
let mohali: string;
const ids: Record<string, string> = {};
const JOINED = new Date('2026-01-10T08:00:00Z');

async function addStudent(name: string, classLevel: string, createdAt = JOINED) {
  const [user] = await t.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@roster.test`, passwordHash: 'x', role: 'student', createdAt })
    .returning({ id: users.id });
  const id = user?.id as string;
  await t.db.insert(studentDetails).values({
    userId: id,
    schoolId: mohali,
    studentId: `R-${name}`,
    classLevel,
    grade: Number.parseInt(classLevel, 10),
  });
  ids[name] = id;
}

const roster = async (classLevel: string, date?: string, token = admin) => {
  const res = await t.get(`/api/classes/${mohali}/${classLevel}/roster${date ? `?date=${date}` : ''}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ClassRosterResponse).students.map((s) => s.name);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  for (const name of ['Asha', 'Bilal', 'Chitra']) await addStudent(name, '6Z');
  // A student joins a class when added (now); these three have been in 6Z since January.
  await t.db
    .update(classMemberships)
    .set({ joinedAt: JOINED })
    .where(inArray(classMemberships.studentId, Object.values(ids)));
});
afterAll(() => t.close());

describe('class membership history and GET /api/classes/{school}/{class}/roster', () => {
  it('lists who is in the class now, by name, with their student ids', async () => {
    const res = await t.get(`/api/classes/${mohali}/6z/roster`, admin);
    expect(res.body).toEqual({
      school_id: mohali,
      class_level: '6Z',
      students: ['Asha', 'Bilal', 'Chitra'].map((name) => ({ _id: ids[name], name, student_id: `R-${name}` })),
    });
  });

  it('keeps past rosters as they were after a move (6Z → 7Z), a removal and a later join', async () => {
    await t.db
      .update(studentDetails)
      .set({ classLevel: '7Z', grade: 7 })
      .where(eq(studentDetails.userId, ids.Asha as string));
    await t.db.delete(studentDetails).where(eq(studentDetails.userId, ids.Bilal as string));
    await addStudent('Dev', '6Z', new Date());

    expect(await roster('6Z')).toEqual(['Chitra', 'Dev']);
    expect(await roster('7Z')).toEqual(['Asha']);
    // A day before any of it: the class as it was.
    expect(await roster('6Z', '2026-02-01')).toEqual(['Asha', 'Bilal', 'Chitra']);
    expect(await roster('6Z', '2026-02-01T09:30:00Z')).toEqual(['Asha', 'Bilal', 'Chitra']);
    expect(await roster('7Z', '2026-02-01')).toEqual([]);
    // Before they joined: nobody.
    expect(await roster('6Z', '2026-01-09')).toEqual([]);
    // Today covers the whole day: Asha and Bilal were in 6Z earlier today.
    expect(await roster('6Z', new Date().toISOString().slice(0, 10))).toEqual(['Asha', 'Bilal', 'Chitra', 'Dev']);

    const stays = await t.db
      .select({ classLevel: classMemberships.classLevel, left: sql<boolean>`${classMemberships.leftAt} is not null` })
      .from(classMemberships)
      .where(eq(classMemberships.studentId, ids.Asha as string))
      .orderBy(classMemberships.id);
    expect(stays).toEqual([
      { classLevel: '6Z', left: true },
      { classLevel: '7Z', left: false },
    ]);
  });

  it('starts a returning student’s new stay when they come back, not where the last one ended', async () => {
    await t.db
      .update(classMemberships)
      .set({ leftAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(classMemberships.studentId, ids.Bilal as string));
    await t.db.insert(studentDetails).values({
      userId: ids.Bilal as string,
      schoolId: mohali,
      studentId: 'R-Bilal',
      classLevel: '6Z',
      grade: 6,
    });
    expect(await roster('6Z', '2026-02-15')).toEqual(['Asha', 'Bilal', 'Chitra']);
    expect(await roster('6Z', '2026-04-01')).toEqual(['Asha', 'Chitra']);
    expect(await roster('6Z')).toEqual(['Bilal', 'Chitra', 'Dev']);
  });

  it('holds every demo student already there (the migration filled the history)', async () => {
    const [current] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentDetails)
      .innerJoin(
        classMemberships,
        and(eq(classMemberships.studentId, studentDetails.userId), sql`${classMemberships.leftAt} is null`),
      );
    const [all] = await t.db.select({ n: sql<number>`count(*)::int` }).from(studentDetails);
    expect(all?.n).toBeGreaterThan(10);
    expect(current?.n).toBe(all?.n);
  });

  it('keeps to scope: 404 out of scope, 403 for a student, 400 for a date that is no date', async () => {
    const teacher = await t.login('teacher@demo.test');
    expect((await t.get(`/api/classes/${mohali}/6Z/roster`, teacher)).status).toBe(404);
    const manager = await t.login('school.manager@demo.test');
    expect((await t.get(`/api/classes/${mohali}/6Z/roster`, manager)).status).toBe(200);
    const student = await t.login('student@demo.test');
    expect((await t.get(`/api/classes/${mohali}/6Z/roster`, student)).status).toBe(403);
    const bad = await t.get(`/api/classes/${mohali}/6Z/roster?date=2026-13-45`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('date');
    expect((await t.get(`/api/classes/${mohali}/6Z/roster?date=1900-01-01`, admin)).status).toBe(400);
    expect((await t.get(`/api/classes/not-a-uuid/6Z/roster`, admin)).status).toBe(404);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(classMemberships)
      .where(and(eq(classMemberships.schoolId, mohali), eq(classMemberships.classLevel, '6Z')));
    expect(rows[0]?.n).toBe(5); // Asha's ended stay, Bilal's two, Chitra's and Dev's
  });
});
