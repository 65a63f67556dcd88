import { and, eq, ne } from 'drizzle-orm';
import { schools, studentDetails, users } from '#server/db/schema/people';
import type { TestApp } from '#server/testing/test-app';

/** Tokens and ids the assessment and survey tests share (demo accounts; records are made by each test). */
export async function testWorld(t: TestApp) {
  const [mohali] = await t.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, 'Sunrise Public School, Mohali'));
  if (!mohali) throw new Error('demo school missing');
  const classmate = async (classLevel: string, skip = 0) => {
    const rows = await t.db
      .select({ id: users.id, email: users.email })
      .from(studentDetails)
      .innerJoin(users, eq(users.id, studentDetails.userId))
      .where(
        and(
          eq(studentDetails.schoolId, mohali.id),
          eq(studentDetails.classLevel, classLevel),
          ne(users.email, 'student@demo.test'),
        ),
      )
      .orderBy(users.email)
      .limit(skip + 1)
      .offset(skip);
    if (!rows[0]) throw new Error(`no student in ${classLevel}`);
    return rows[0];
  };
  const [student, other6A, student6B] = await Promise.all([
    t.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@demo.test')),
    classmate('6A', 3),
    classmate('6B'),
  ]);
  const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  return {
    schoolId: mohali.id,
    teacherId: teacher?.id as string,
    studentId: student[0]?.id as string,
    other6A,
    student6B,
    tokens: {
      teacher: await t.login('teacher@demo.test'),
      /** Rohan Mehta teaches 6C and 7B at Mohali, not 6A. */
      otherTeacher: await t.login('rohan.mehta@demo.test'),
      student: await t.login('student@demo.test'),
      other6A: await t.login(other6A.email),
      student6B: await t.login(student6B.email),
      admin: await t.login('admin@demo.test'),
      schoolManager: await t.login('school.manager@demo.test'),
    },
  };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
export type TestWorld = Awaited<ReturnType<typeof testWorld>>;

/**
 * Ludhiana and the first `count` pupils (by e-mail) of its Class 5A, signed in: a class with no demo assessments or
 * surveys, so every figure a test reads comes from what it submits.
 */
export async function ludhiana5A(t: TestApp, count = 2) {
  const [school] = await t.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, 'Sunrise Convent School, Ludhiana'));
  const schoolId = school?.id as string;
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .where(and(eq(studentDetails.schoolId, schoolId), eq(studentDetails.classLevel, '5A')))
    .orderBy(users.email)
    .limit(count);
  const pupils = await Promise.all(rows.map(async (r) => ({ id: r.id, token: await t.login(r.email) })));
  return { schoolId, pupils };
}
