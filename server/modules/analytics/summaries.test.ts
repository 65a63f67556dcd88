import { type SQL, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_STUDENT_WINDOW_DAYS, addDays, attendanceRate } from '#contract/analytics';
import { gradeOf } from '#contract/class-level';
import { studentDetails, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { type TestApp, createTestApp } from '#server/testing/test-app';
import { TODAY, createWorld, daysAgo } from '#server/testing/analytics-fixture';
import { covering } from './summaries';

/**
 * The summary tables (migration 0006) must keep every figure exactly what a direct aggregate over
 * class_sessions, student_details and users gives, through inserts, updates and deletes of any size.
 * (The created world: institution Test Trust with 10 users; one student is deleted and one moved back 40 days
 * in the last test, leaving 9 linked users of which 8 are new in the last 30 days.)
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  admin = await t.login('admin@demo.test');
  teacher = await t.login('t1@test.test');
});
afterAll(() => t.close());

const q = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const HAS_ATTENDANCE = sql`status = 'ended' and total_students > 0 and students_attended is not null`;

/** What the general view must say for from..to, computed directly from the source tables. */
async function direct(from: string, to: string) {
  const inRange = sql`session_date >= ${at(from)} and session_date < ${at(addDays(to, 1))}`;
  const days = from === to ? 1 : Math.round((at(to).getTime() - at(from).getTime()) / 86_400_000) + 1;
  const abandoned = new Date(Date.now() - 24 * 3_600_000);
  const [totals] = await q<Record<string, number>>(sql`
    select count(*)::int as sessions, count(*) filter (where status = 'ended')::int as delivered,
      count(*) filter (where status = 'in_progress' and session_date < ${abandoned})::int as missed,
      count(*) filter (where status = 'in_progress' and session_date >= ${abandoned})::int as in_progress,
      coalesce(sum(students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
      coalesce(sum(total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total,
      (select count(*) from class_sessions where session_date >= ${at(addDays(from, -days))} and session_date < ${at(from)})::int as previous
    from class_sessions where ${inRange}`);
  const series = await q<{ date: string; sessions: number; students_attended: number }>(sql`
    select to_char(session_date at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as sessions,
      coalesce(sum(students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as students_attended
    from class_sessions where ${inRange} group by 1 order by 1`);
  const teachers = await q<{ _id: string; sessions: number; classes: number }>(sql`
    select teacher_id::text as "_id", count(*)::int as sessions, count(distinct (school_id, class_level))::int as classes
    from class_sessions where ${inRange} group by teacher_id order by sessions desc, teacher_id limit 10`);
  const schools = await q<{ _id: string; sessions: number }>(sql`
    select school_id::text as "_id", count(*)::int as sessions from class_sessions where ${inRange} group by 1`);
  const activeFrom = addDays(to, 1 - ACTIVE_STUDENT_WINDOW_DAYS);
  const [active] = await q<{ n: number }>(sql`
    select count(*)::int as n from student_details sd where exists (select 1 from class_sessions cs
      where cs.school_id = sd.school_id and cs.class_level = sd.class_level
        and cs.session_date >= ${at(activeFrom)} and cs.session_date < ${at(addDays(to, 1))})`);
  const labels = await q<{ class_level: string; n: number }>(
    sql`select class_level, count(*)::int as n from student_details group by 1`,
  );
  const byGrade = new Map<number, number>();
  for (const l of labels) {
    const grade = gradeOf(l.class_level);
    if (grade !== null) byGrade.set(grade, (byGrade.get(grade) ?? 0) + l.n);
  }
  const roles = await q<{ role: string; count: number }>(
    sql`select role, count(*)::int as count from users group by role`,
  );
  return {
    totals: {
      sessions: totals?.sessions,
      average_attendance: attendanceRate(totals?.attended ?? 0, totals?.total ?? 0),
      active_students: active?.n,
      previous: totals?.previous,
    },
    status: { delivered: totals?.delivered, missed: totals?.missed, in_progress: totals?.in_progress },
    series,
    teachers,
    schools: new Map(schools.map((s) => [s._id, s.sessions])),
    grades: [...byGrade].sort((a, b) => a[0] - b[0]).map(([grade, count]) => ({ grade, count })),
    roles: new Map(roles.map((r) => [r.role, r.count])),
  };
}

/** The general view's answer for from..to reduced to the same shape. */
async function answered(from: string, to: string) {
  const res = await t.get(`/api/analytics/comprehensive?startDate=${from}&endDate=${to}`, admin);
  expect(res.status).toBe(200);
  const b = res.body;
  return {
    totals: {
      sessions: b.overview.total_sessions,
      average_attendance: b.overview.average_attendance,
      active_students: b.overview.active_students,
      previous: b.trends.sessionGrowth.previous,
    },
    status: b.sessionStatus,
    series: b.series
      .filter((d: { sessions: number }) => d.sessions > 0)
      .map((d: { date: string; sessions: number; students_attended: number }) => ({
        date: d.date,
        sessions: d.sessions,
        students_attended: d.students_attended,
      })),
    teachers: b.top.teachers.map((x: { _id: string; sessions: number; classes: number }) => ({
      _id: x._id,
      sessions: x.sessions,
      classes: x.classes,
    })),
    topSchools: b.top.schools as { _id: string; sessions: number }[],
    grades: b.distributions.studentsByGrade,
    roles: new Map(b.distributions.usersByRole.map((r: { role: string; count: number }) => [r.role, r.count])),
  };
}

/** Every range the view is asked for: 30 days, a year (month rows and edge days), a past custom range. */
const RANGES = () => [
  [addDays(TODAY(), -29), TODAY()],
  [addDays(TODAY(), -364), TODAY()],
  [addDays(TODAY(), -200), addDays(TODAY(), -20)],
];

async function expectExact() {
  for (const [from, to] of RANGES() as [string, string][]) {
    const want = await direct(from, to);
    const got = await answered(from, to);
    expect(got.totals).toEqual(want.totals);
    expect(got.status).toEqual(want.status);
    expect(got.series).toEqual(want.series);
    // Ties at the 10th place may order differently; the counts per place may not.
    expect(got.teachers.map((x: { sessions: number }) => x.sessions)).toEqual(want.teachers.map((x) => x.sessions));
    for (const x of got.teachers) {
      expect(x).toEqual(want.teachers.find((y) => y._id === x._id) ?? { ...x, missing: true });
    }
    for (const s of got.topSchools) expect(s.sessions).toBe(want.schools.get(s._id));
    expect(got.grades).toEqual(want.grades);
    for (const [role, count] of got.roles) expect(count).toBe(want.roles.get(role as string) ?? 0);
  }
  await expectTablesRebuilt();
}

/** The summary tables hold exactly what rebuilding them from the source tables gives (zero rows aside). */
async function expectTablesRebuilt() {
  const day = sql`(session_date at time zone 'UTC')::date`;
  const month = sql`date_trunc('month', session_date at time zone 'UTC')::date`;
  const counters = sql`count(*)::int as sessions, count(*) filter (where status = 'ended')::int as ended,
    count(*) filter (where status = 'in_progress')::int as in_progress,
    coalesce(sum(students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
    coalesce(sum(total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total`;
  const pairs: [SQL, SQL][] = [
    [
      sql`select school_id, institution_id, span, start::text, sessions, ended, in_progress, attended::int, total::int from school_session_stats where sessions <> 0`,
      sql`select school_id, institution_id, 'day' as span, ${day}::text as start, ${counters} from class_sessions group by 1, 2, 4
        union all select school_id, institution_id, 'month', ${month}::text, ${counters} from class_sessions group by 1, 2, 4`,
    ],
    [
      sql`select teacher_id, school_id, span, start::text, sessions, ended, in_progress, attended::int, total::int from teacher_session_stats where sessions <> 0`,
      sql`select teacher_id, school_id, 'day' as span, ${day}::text as start, ${counters} from class_sessions group by 1, 2, 4
        union all select teacher_id, school_id, 'month', ${month}::text, ${counters} from class_sessions group by 1, 2, 4`,
    ],
    [
      sql`select institution_id, span, start::text, sessions, ended, in_progress, attended::int, total::int from institution_session_stats where sessions <> 0`,
      sql`select institution_id, 'day' as span, ${day}::text as start, ${counters} from class_sessions group by 1, 3
        union all select institution_id, 'month', ${month}::text, ${counters} from class_sessions group by 1, 3`,
    ],
    [
      sql`select school_id, class_level, month::text, days from class_session_months where days <> 0`,
      sql`select school_id, class_level, ${month}::text as month,
        bit_or(1 << (extract(day from session_date at time zone 'UTC')::int - 1)) as days from class_sessions group by 1, 2, 3`,
    ],
    [
      sql`select school_id, class_level, students from class_enrolment where students <> 0`,
      sql`select school_id, class_level, count(*)::int as students from student_details group by 1, 2`,
    ],
    [
      sql`select school_id, day::text, students from school_student_days where students <> 0`,
      sql`select sd.school_id, (u.created_at at time zone 'UTC')::date::text as day, count(*)::int as students
        from student_details sd join users u on u.id = sd.user_id group by 1, 2`,
    ],
    [
      sql`select day::text, role, status, users from user_stats where users <> 0`,
      sql`select (created_at at time zone 'UTC')::date::text as day, role, status, count(*)::int as users from users group by 1, 2, 3`,
    ],
  ];
  const sorted = (list: unknown[]) => list.map((r) => JSON.stringify(r)).sort();
  for (const [kept, rebuilt] of pairs) expect(sorted(await q(kept))).toEqual(sorted(await q(rebuilt)));
}

describe('analytics summaries', () => {
  it('cover any range exactly with month rows plus or minus edge days', () => {
    const monthOf = (d: string) => `${d.slice(0, 7)}-01`;
    for (let i = 0; i < 400; i++) {
      const now = addDays('2024-01-01', (i * 37) % 900);
      const to = addDays(now, 2 - ((i * 13) % 80));
      const from = addDays(to, -((i * 101) % 400));
      const segments = covering(from, to, now);
      for (let d = addDays(from, -40); d <= addDays(to, 40); d = addDays(d, 1)) {
        const weight = segments.reduce((n, s) => {
          const key = s.span === 'day' ? d : monthOf(d);
          return key >= s.from && key <= s.to ? n + s.sign : n;
        }, 0);
        expect(weight, `${from}..${to} (today ${now}) counts ${d}`).toBe(d >= from && d <= to ? 1 : 0);
      }
    }
  });

  it('match direct aggregates over the seeded data', async () => {
    await expectExact();
  });

  it('stay exact after inserts: one through the API, several in one statement', async () => {
    const created = await t.post(
      '/api/class-sessions',
      {
        school_id: w.schoolA,
        class_level: '6A',
        session_date: daysAgo(45).toISOString(),
        starting_slide: 12,
        ending_slide: 14,
        students_attended: 25,
        total_students: 30,
        notes: '',
      },
      teacher,
    );
    expect(created.status).toBe(201);
    await t.db.insert(classSessions).values([
      { ...w.session('7B', 3, 6, 8, 0, 0, w.t2), status: 'in_progress', studentsAttended: null, totalStudents: null },
      {
        ...w.session('7B', 0, 8, 9, 0, 0, w.t2),
        status: 'in_progress',
        sessionDate: new Date(),
        studentsAttended: null,
        totalStudents: null,
      },
      { ...w.session('6A', 200, 1, 2, 0, 0), studentsAttended: null },
      w.session('7B', 120, 2, 4, 18, 20, w.t2),
    ]);
    await expectExact();
  });

  it('stay exact after updates: attendance, end, date, class, several rows at once, and slide moves', async () => {
    const [mine] = await q<{ id: string }>(
      sql`select id from class_sessions where teacher_id = ${w.t1} and session_date < ${daysAgo(44)} and session_date > ${daysAgo(46)}`,
    );
    const edited = await t.put(
      `/api/class-sessions/${mine?.id}`,
      { session_date: daysAgo(2, 9).toISOString(), class_level: '7B', students_attended: 11, total_students: 20 },
      teacher,
    );
    expect(edited.status).toBe(200);
    await expectExact();
    // Ended without attendance (only the status changes), then the rest with attendance.
    await t.db
      .update(classSessions)
      .set({ status: 'ended' })
      .where(sql`${classSessions.status} = 'in_progress' and ${classSessions.sessionDate} < ${daysAgo(1, 0)}`);
    await expectExact();
    await t.db
      .update(classSessions)
      .set({ status: 'ended', studentsAttended: 15, totalStudents: 20, endedAt: new Date() })
      .where(sql`${classSessions.teacherId} = ${w.t2} and ${classSessions.status} = 'in_progress'`);
    await t.db
      .update(classSessions)
      .set({ sessionDate: sql`${classSessions.sessionDate} - interval '31 days'` })
      .where(eq(classSessions.schoolId, w.schoolA));
    await t.db.update(classSessions).set({ currentSlide: 3, endingSlide: sql`${classSessions.endingSlide} + 1` });
    await expectExact();
  });

  it('stay exact after deletes, and through enrolment and user changes', async () => {
    const [one] = await q<{ id: string }>(sql`select id from class_sessions where teacher_id = ${w.t1} limit 1`);
    expect((await t.del(`/api/class-sessions/${one?.id}`, teacher)).status).toBe(200);
    await t.db.delete(classSessions).where(eq(classSessions.teacherId, w.t2));
    await t.db
      .update(studentDetails)
      .set({ classLevel: '8A', schoolId: w.schoolB })
      .where(eq(studentDetails.userId, w.students['7B']?.[0] as string));
    await t.db.delete(users).where(eq(users.id, w.students['6A']?.[1] as string));
    await t.db.update(users).set({ status: 'pending' }).where(eq(users.id, w.t2));
    await t.db
      .update(users)
      .set({ createdAt: sql`${users.createdAt} - interval '40 days'` })
      .where(eq(users.id, w.students['8A']?.[0] as string));
    await expectExact();
    // The institution's new users (its students, teachers and managers) still match the users table.
    const res = await t.get(`/api/institutions/${w.institutionId}/analytics`, admin);
    const [linked] = await q<{ n: number }>(sql`
      select count(*)::int as n from users u where u.created_at >= ${at(addDays(TODAY(), -29))} and (
        u.id in (select sd.user_id from student_details sd join schools s on s.id = sd.school_id where s.institution_id = ${w.institutionId})
        or u.id in (select ta.teacher_id from teaching_assignments ta join schools s on s.id = ta.school_id where s.institution_id = ${w.institutionId})
        or u.id in (select s.manager_id from schools s where s.institution_id = ${w.institutionId})
        or u.id in (select i.manager_id from institutions i where i.id = ${w.institutionId}))`);
    expect(res.body.trends.userGrowth.current).toBe(linked?.n);
    expect(res.body.trends.userGrowth.current).toBe(8);
  });
});
