import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentProgress } from '#contract/analytics-people-types';
import { DEMO_PASSWORD } from '#server/db/seed/demo-plan';
import { classMemberships, schools, studentDetails, users } from '#server/db/schema/people';
import { classSessions, sessionAbsences } from '#server/db/schema/teaching';
import { hashPassword } from '#server/lib/crypto';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// A student's own attendance (issue 17) on the dashboard and in My Progress: the roll calls of the classes they
// belonged to on each session's day, their absences, counts-only sessions left out, and their marks for them alone.
let t: TestApp;
let priya: string; // teaches Mohali 6A and 7A
let mohali: string;
let institutionId: string;
let teacherId: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
const midnight = Math.floor(Date.now() / DAY) * DAY;
/** n days ago at the hour (UTC). */
const ago = (n: number, hour: number) => new Date(midnight - n * DAY + hour * 3_600_000);
const MOVE = ago(10, 12); // Asha moves 6A → 7A at noon ten days ago
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function addStudent(name: string, classLevel: string) {
  const [user] = await t.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase()}@own.test`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'student',
    })
    .returning({ id: users.id });
  ids[name] = user?.id as string;
  await t.db.insert(studentDetails).values({
    userId: ids[name] as string,
    schoolId: mohali,
    studentId: `O-${name}`,
    classLevel,
    grade: Number.parseInt(classLevel, 10),
  });
  tokens[name] = await t.login(`${name.toLowerCase()}@own.test`);
}

/** An ended session inserted as it was (a date in the past), with its roll call's absent students. */
async function session(classLevel: string, at: Date, absent: string[] = [], rollCall = true, slides = [1, 4]) {
  const [row] = await t.db
    .insert(classSessions)
    .values({
      teacherId,
      schoolId: mohali,
      institutionId,
      classLevel,
      grade: Number.parseInt(classLevel, 10),
      status: 'ended',
      sessionDate: at,
      startingSlide: slides[0] as number,
      endingSlide: slides[1] as number,
      currentSlide: slides[1] as number,
      studentsAttended: 20,
      totalStudents: 22,
      rollCall,
      endedAt: at,
    })
    .returning({ id: classSessions.id });
  const id = row?.id as string;
  if (absent.length)
    await t.db.insert(sessionAbsences).values(absent.map((studentId) => ({ sessionId: id, studentId })));
  return id;
}

const progress = async (student: string, token: string) => {
  const res = await t.get<StudentProgress>(`/api/students/${student}/progress`, token);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  const admin = await t.login('admin@demo.test');
  await uploadDeck(t, admin, 6, deckPages(8));
  const [school] = await t.db.select().from(schools).where(eq(schools.name, 'Sunrise Public School, Mohali'));
  mohali = school?.id as string;
  institutionId = school?.institutionId as string;
  const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  teacherId = teacher?.id as string;

  // The demo's own sessions of these classes take roll calls too: made counts-only here, so the sessions below are
  // the only roll calls the new students meet.
  await t.db.update(classSessions).set({ rollCall: false }).where(eq(classSessions.schoolId, mohali));
  await addStudent('Asha', '6A');
  await addStudent('Bilal', '6A');
  // Asha has been in 6A for two months, and moved to 7A ten days ago at noon.
  await t.db
    .update(classMemberships)
    .set({ joinedAt: ago(60, 0) })
    .where(eq(classMemberships.studentId, ids.Asha as string));
  await t.db
    .update(studentDetails)
    .set({ classLevel: '7A', grade: 7 })
    .where(eq(studentDetails.userId, ids.Asha as string));
  await t.db
    .update(classMemberships)
    .set({ leftAt: MOVE })
    .where(and(eq(classMemberships.studentId, ids.Asha as string), eq(classMemberships.classLevel, '6A')));
  await t.db
    .update(classMemberships)
    .set({ joinedAt: MOVE })
    .where(and(eq(classMemberships.studentId, ids.Asha as string), isNull(classMemberships.leftAt)));
});
afterAll(() => t.close());

describe('GET /api/students/{id}/progress: own_attendance', () => {
  it("counts the roll calls of the classes a student was in on each day, old class's before the move, not after", async () => {
    const asha = ids.Asha as string;
    const s = {
      before6A: await session('6A', ago(30, 9), [asha], true, [1, 3]),
      present6A: await session('6A', ago(20, 9), [], true, [4, 6]),
      countsOnly6A: await session('6A', ago(15, 9), [], false),
      moveDay6A: await session('6A', ago(10, 8), [], true, [7, 8]),
      after6A: await session('6A', ago(5, 9), [asha]),
      before7A: await session('7A', ago(40, 9)),
      present7A: await session('7A', ago(3, 9), [], true, [2, 5]),
      absent7A: await session('7A', ago(2, 9), [asha], true, [6, 7]),
    };
    const res = await progress(asha, tokens.Asha as string);
    expect(res.status).toBe(200);
    const row = (id: string, at: Date, classLevel: string, from: number, to: number, present: boolean) => ({
      _id: id,
      date: isoDay(at),
      class_level: classLevel,
      starting_slide: from,
      ending_slide: to,
      present,
    });
    expect(res.body.own_attendance).toEqual({
      attended: 3,
      held: 5,
      rate: 60,
      recent: [
        row(s.absent7A, ago(2, 9), '7A', 6, 7, false),
        row(s.present7A, ago(3, 9), '7A', 2, 5, true),
        row(s.moveDay6A, ago(10, 8), '6A', 7, 8, true),
        row(s.present6A, ago(20, 9), '6A', 4, 6, true),
        row(s.before6A, ago(30, 9), '6A', 1, 3, false),
      ],
    });
    // The class's own figures (its counts, current class) are still there beside it.
    expect(res.body.class_level).toBe('7A');
    expect(res.body.attendance.basis).toBe('class');
    // The analytics view answers the same.
    const analytics = await t.get(`/api/analytics/student/${asha}`, tokens.Asha);
    expect(analytics.body.own_attendance).toEqual(res.body.own_attendance);
  });

  it('takes a roll call ended through the API, leaves out a class ended with the numbers only and a live one', async () => {
    const bilal = ids.Bilal as string;
    const empty = await progress(bilal, tokens.Bilal as string);
    // Sessions of 6A before Bilal joined (today) are not his.
    expect(empty.body.own_attendance).toEqual({ attended: 0, held: 0, rate: null, recent: [] });

    const teach = async (body: Record<string, unknown>) => {
      const id = randomUUID();
      const start = await t.post(
        '/api/class-sessions/start-slide-session',
        { school_id: mohali, class_level: '6A', session_id: id },
        priya,
      );
      expect(start.status).toBe(200);
      if (Object.keys(body).length) {
        const end = await t.post(`/api/class-sessions/${id}/end-session`, { notes: '', ...body }, priya);
        expect(end.status).toBe(200);
      }
      return id;
    };
    const rollCall = await teach({ students_attended: 4, total_students: 5, absent_student_ids: [bilal] });
    await teach({ students_attended: 5, total_students: 5 }); // counts only
    const everyone = await teach({ students_attended: 5, total_students: 5, absent_student_ids: [] });
    await teach({}); // still in progress

    const res = await progress(bilal, tokens.Bilal as string);
    expect(res.body.own_attendance).toMatchObject({ attended: 1, held: 2, rate: 50 });
    expect(res.body.own_attendance.recent.map((r) => [r._id, r.present]).sort()).toEqual(
      [
        [rollCall, false],
        [everyone, true],
      ].sort(),
    );
    expect(res.body.own_attendance.recent[0]?.date).toBe(isoDay(new Date()));
  });

  it('shows a student their own marks only; a teacher of the class and its school manager see them; others 404', async () => {
    const bilal = ids.Bilal as string;
    expect((await progress(bilal, tokens.Asha as string)).status).toBe(404);
    expect((await t.get(`/api/analytics/student/${bilal}`, tokens.Asha)).status).toBe(404);
    const teacher = await progress(bilal, priya);
    expect(teacher.status).toBe(200);
    expect(teacher.body.own_attendance.held).toBe(2);
    expect((await progress(bilal, await t.login('school.manager@demo.test'))).status).toBe(200);
    expect((await progress(bilal, await t.login('rohan.mehta@demo.test'))).status).toBe(404);
    expect((await progress(bilal, await t.login('noida.manager@demo.test'))).status).toBe(404);
  });
});
