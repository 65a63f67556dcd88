import { type SQL, sql } from 'drizzle-orm';
import { ABANDONED_SESSION_HOURS, ACTIVE_STUDENT_WINDOW_DAYS, TOP_LIST_SIZE, addDays } from '#contract/analytics';
import type { DateRange } from '#contract/analytics';
import type { Role } from '#contract/roles';
import type { Db } from '#server/db/client';
import { type Area, UTC_DAY, at, classProgressSql, gradeSql, institutionsIn, schoolsIn, sessionsIn } from './sql';
import { inList, rows } from '#server/lib/sql-helpers';
import { areaCounters, coveredRows, statsIn, taughtBetween } from './summaries';

/** The aggregate reads of the general view; each is one grouped query over indexed columns. */

export type DayRow = {
  day: string;
  sessions: number;
  delivered: number;
  missed: number;
  in_progress: number;
  attended: number;
  total: number;
};
export type SchoolRow = {
  id: string;
  name: string;
  institution_id: string;
  institution_name: string;
  board: string;
  state: string;
  city: string;
  fee: number;
};
/**
 * One row of the tallies: a school's sessions in the range ('sessions'), one of the top 10 teachers ('teacher'),
 * a school's students and active students ('students'), or a grade's students ('grade').
 */
export type TallyRow = {
  kind: 'sessions' | 'teacher' | 'students' | 'grade';
  id: string;
  name: string | null;
  sessions: number;
  attended: number;
  total: number;
  classes: number;
  students: number;
  active: number;
};
export type SchoolCompletionRow = {
  school_id: string;
  classes: number;
  covered: number;
  total: number;
  started: number;
  progress_sum: number;
};
export type RoleRow = { role: Role; total: number; pending: number };
export type NewUsersRow = { day: string; users: number };

const end = (range: DateRange) => at(addDays(range.endDate, 1));

/**
 * Sessions per day in the range, from the daily counters. In progress splits by age: started within 24 hours
 * is in progress, older is missed; the few recent ones are counted from class_sessions (partial index).
 */
export function sessionsByDay(db: Db, area: Area, range: DateRange) {
  const abandonedBefore = new Date(Date.now() - ABANDONED_SESSION_HOURS * 3_600_000);
  const { table, where } = areaCounters(area);
  return rows<DayRow>(
    db,
    sql`
    with recent as (
      select ${UTC_DAY} as day, count(*)::int as n from class_sessions cs
      where cs.status = 'in_progress' and cs.session_date >= ${abandonedBefore} and ${sessionsIn(area)}
        and cs.session_date >= ${at(range.startDate)} and cs.session_date < ${end(range)}
      group by 1
    )
    select d.day::text as day, d.sessions, d.delivered, d.in_progress - coalesce(r.n, 0) as missed,
      coalesce(r.n, 0) as in_progress, d.attended, d.total from (
      select t.start as day, sum(t.sessions)::int as sessions, sum(t.ended)::int as delivered,
        sum(t.in_progress)::int as in_progress, sum(t.attended)::int as attended, sum(t.total)::int as total
      from ${table} t
      where ${where} and t.span = 'day' and t.start between ${range.startDate}::date and ${range.endDate}::date
      group by 1 having sum(t.sessions) > 0
    ) d left join recent r on r.day = d.day`,
  );
}

/** The previous equal period's totals, for the trends. */
export async function previousTotals(db: Db, area: Area, range: DateRange) {
  const { table, where } = areaCounters(area);
  const covered = coveredRows(
    table,
    sql`t.sessions, t.attended, t.total`,
    where,
    range.previousStartDate,
    range.previousEndDate,
  );
  const [row] = await rows<{ sessions: number; attended: number; total: number }>(
    db,
    sql`
    select coalesce(sum(x.sessions * x.w), 0)::int as sessions, coalesce(sum(x.attended * x.w), 0)::int as attended,
      coalesce(sum(x.total * x.w), 0)::int as total
    from (${covered}) x`,
  );
  return row ?? { sessions: 0, attended: 0, total: 0 };
}

/**
 * The sessions and students of an area, from the summaries, in three reads run side by side: sessions per
 * school and the top 10 teachers from the counters over the range (month rows plus or minus edge days), with
 * the classes each top teacher taught from class_sessions (ten teachers, index only); students per class from
 * class_enrolment, flagged active when the class was taught in the 30 days ending at endDate.
 */
export async function tallies(db: Db, area: Area, range: DateRange): Promise<TallyRow[]> {
  const counters = (table: string, key: string) =>
    coveredRows(
      sql.raw(table),
      sql.raw(`t.${key} as id, t.sessions, t.attended, t.total`),
      statsIn(area),
      range.startDate,
      range.endDate,
    );
  const sums = sql`sum(x.sessions * x.w)::int as sessions, sum(x.attended * x.w)::int as attended, sum(x.total * x.w)::int as total`;
  const [schools, teachers, students] = await Promise.all([
    rows<TallyRow>(
      db,
      sql`
      select 'sessions' as kind, x.id::text as id, null as name, ${sums}, 0 as classes, 0 as students, 0 as active
      from (${counters('school_session_stats', 'school_id')}) x group by x.id having sum(x.sessions * x.w) > 0`,
    ),
    rows<TallyRow>(
      db,
      sql`
      select 'teacher' as kind, top.id::text as id, u.name, top.sessions, top.attended, top.total,
        (select count(distinct (cs.school_id, cs.class_level)) from class_sessions cs
          where cs.teacher_id = top.id and ${sessionsIn(area)}
            and cs.session_date >= ${at(range.startDate)} and cs.session_date < ${end(range)})::int as classes,
        0 as students, 0 as active
      from (
        select x.id, ${sums} from (${counters('teacher_session_stats', 'teacher_id')}) x
        group by x.id having sum(x.sessions * x.w) > 0 order by sessions desc, x.id limit ${TOP_LIST_SIZE}
      ) top join users u on u.id = top.id`,
    ),
    studentTallies(db, area, range),
  ]);
  return [...schools, ...teachers, ...students];
}

/** Students per school (with those active) and per grade, from class_enrolment. */
function studentTallies(db: Db, area: Area, range: DateRange) {
  const activeFrom = addDays(range.endDate, 1 - ACTIVE_STUDENT_WINDOW_DAYS);
  const students =
    area.kind === 'system'
      ? sql`true`
      : area.kind === 'schools'
        ? inList(sql`e.school_id`, area.ids)
        : sql`e.school_id in (select s.id from schools s where ${schoolsIn(area)})`;
  return rows<TallyRow>(
    db,
    sql`
    with flagged as materialized (
      select e.school_id, e.class_level, e.students as n, ${taughtBetween(activeFrom, range.endDate, 'e')} as active
      from class_enrolment e where ${students} and e.students > 0
    ), labels as materialized (
      select class_level, sum(n) as n from flagged group by class_level
    )
    select 'students' as kind, school_id::text as id, null as name, 0 as sessions, 0 as attended, 0 as total,
      0 as classes, sum(n)::int as students, coalesce(sum(n) filter (where active), 0)::int as active
    from flagged group by school_id
    union all
    select 'grade', g.grade::text, null, 0, 0, 0, 0, sum(g.n)::int, 0
    from (select ${gradeSql(sql`l.class_level`)} as grade, l.n from labels l) g where g.grade is not null group by g.grade`,
  );
}

export function schoolsOf(db: Db, area: Area) {
  return rows<SchoolRow>(
    db,
    sql`
    select s.id, s.name, s.institution_id, i.name as institution_name, s.board, s.state, s.city, s.fee_per_student as fee
    from schools s join institutions i on i.id = s.institution_id where ${schoolsIn(area)}`,
  );
}

export function completionBySchool(db: Db, area: Area) {
  return rows<SchoolCompletionRow>(
    db,
    sql`
    select p.school_id, count(*)::int as classes,
      coalesce(sum(least(p.slides_done, p.total_slides)), 0)::int as covered, coalesce(sum(p.total_slides), 0)::int as total,
      count(*) filter (where p.slides_done > 0)::int as started,
      coalesce(sum(least(p.slides_done, p.total_slides)::float8 / p.total_slides) filter (where p.slides_done > 0), 0)::float8 as progress_sum
    from (${classProgressSql(schoolsIn(area))}) p group by p.school_id`,
  );
}

/**
 * Users per role (the system's from the user_stats counters). An area's users are those linked to its schools (students enrolled, teachers assigned,
 * managers), counted from the link tables; pending approvals are a system-wide figure.
 */
export function usersByRole(db: Db, area: Area) {
  if (area.kind === 'system') {
    return rows<RoleRow>(
      db,
      sql`
      select t.role, sum(t.users)::int as total, coalesce(sum(t.users) filter (where t.status = 'pending'), 0)::int as pending
      from user_stats t group by t.role having sum(t.users) > 0`,
    );
  }
  const institutionManagers =
    area.kind === 'institutions'
      ? sql`union all select 'institution_manager', count(distinct i.manager_id)::int, 0 from institutions i where ${institutionsIn(area)}`
      : sql``;
  return rows<RoleRow>(
    db,
    sql`
    select 'student' as role, count(*)::int as total, 0 as pending from student_details sd join schools s on s.id = sd.school_id where ${schoolsIn(area)}
    union all select 'teacher', count(distinct ta.teacher_id)::int, 0 from teaching_assignments ta join schools s on s.id = ta.school_id where ${schoolsIn(area)}
    union all select 'school_manager', count(distinct s.manager_id)::int, 0 from schools s where ${schoolsIn(area)}
    ${institutionManagers}`,
  );
}

/**
 * Users created per day from the previous period's start to the range's end: for the system from the
 * user_stats counters; for an area, its students from school_student_days and the users who teach at or
 * manage its schools (a few per school, looked up by id).
 */
export function newUsersByDay(db: Db, area: Area, range: DateRange) {
  if (area.kind === 'system') {
    return rows<NewUsersRow>(
      db,
      sql`
      select t.day::text as day, sum(t.users)::int as users from user_stats t
      where t.day between ${range.previousStartDate}::date and ${range.endDate}::date group by t.day having sum(t.users) > 0`,
    );
  }
  const created = (ids: SQL) => sql`
    select (u.created_at at time zone 'UTC')::date as day, 1 as n from users u where u.id in (${ids})
      and u.created_at >= ${at(range.previousStartDate)} and u.created_at < ${end(range)}`;
  const institutionManagers =
    area.kind === 'institutions'
      ? sql`union all ${created(sql`select i.manager_id from institutions i where ${institutionsIn(area)}`)}`
      : sql``;
  return rows<NewUsersRow>(
    db,
    sql`
    select x.day::text as day, sum(x.n)::int as users from (
      select t.day, t.students as n from school_student_days t join schools s on s.id = t.school_id
      where ${schoolsIn(area)} and t.day between ${range.previousStartDate}::date and ${range.endDate}::date
      union all ${created(sql`select ta.teacher_id from teaching_assignments ta join schools s on s.id = ta.school_id where ${schoolsIn(area)}`)}
      union all ${created(sql`select s.manager_id from schools s where ${schoolsIn(area)}`)}
      ${institutionManagers}
    ) x group by x.day having sum(x.n) > 0`,
  );
}

export async function institutionCount(db: Db, area: Area) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from institutions i where ${institutionsIn(area)}`,
  );
  return row?.n ?? 0;
}
