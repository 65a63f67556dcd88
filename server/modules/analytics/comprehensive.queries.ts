import { sql } from 'drizzle-orm';
import {
  ABANDONED_SESSION_HOURS,
  ACTIVE_STUDENT_WINDOW_DAYS,
  TOP_LIST_SIZE,
  addDays,
} from '../../../contract/analytics';
import type { DateRange } from '../../../contract/analytics-types';
import type { Role } from '../../../contract/roles';
import type { Db } from '../../db/client';
import {
  type Area,
  HAS_ATTENDANCE,
  UTC_DAY,
  at,
  classProgressSql,
  earlier,
  gradeSql,
  institutionsIn,
  rows,
  schoolsIn,
  sessionsIn,
} from './sql';

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

/** Sessions per day in the range. */
export function sessionsByDay(db: Db, area: Area, range: DateRange) {
  const abandonedBefore = new Date(Date.now() - ABANDONED_SESSION_HOURS * 3_600_000);
  return rows<DayRow>(
    db,
    sql`
    select d.day::text as day, d.sessions, d.delivered, d.missed, d.in_progress, d.attended, d.total from (
      select ${UTC_DAY} as day, count(*)::int as sessions,
        count(*) filter (where cs.status = 'ended')::int as delivered,
        count(*) filter (where cs.status = 'in_progress' and cs.session_date < ${abandonedBefore})::int as missed,
        count(*) filter (where cs.status = 'in_progress' and cs.session_date >= ${abandonedBefore})::int as in_progress,
        coalesce(sum(cs.students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
        coalesce(sum(cs.total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total
      from class_sessions cs
      where ${sessionsIn(area)} and cs.session_date >= ${at(range.startDate)} and cs.session_date < ${end(range)}
      group by 1
    ) d`,
  );
}

/** The previous equal period's totals, for the trends. */
export async function previousTotals(db: Db, area: Area, range: DateRange) {
  const [row] = await rows<{ sessions: number; attended: number; total: number }>(
    db,
    sql`
    select count(*)::int as sessions,
      coalesce(sum(cs.students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
      coalesce(sum(cs.total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total
    from class_sessions cs
    where ${sessionsIn(area)} and cs.session_date >= ${at(range.previousStartDate)} and cs.session_date < ${at(range.startDate)}`,
  );
  return row ?? { sessions: 0, attended: 0, total: 0 };
}

/**
 * The sessions and students of an area in one statement. Sessions are grouped per class and teacher over the
 * range and the active-students window (the 30 days ending at endDate); students are counted per class along
 * the (school_id, class_level) index; the per-class rows are then summed per school, per teacher and per grade,
 * so only those sums leave the database.
 */
export function tallies(db: Db, area: Area, range: DateRange) {
  const activeFrom = addDays(range.endDate, 1 - ACTIVE_STUDENT_WINDOW_DAYS);
  const from = earlier(range.startDate, activeFrom);
  const inRange = sql`cs.session_date >= ${at(range.startDate)}`;
  const students =
    area.kind === 'system'
      ? sql`true`
      : area.kind === 'schools'
        ? sessionsIn(area, 'sd')
        : sql`sd.school_id in (select s.id from schools s where ${schoolsIn(area)})`;
  return rows<TallyRow>(
    db,
    sql`
    with c as materialized (
      select cs.school_id, cs.class_level, cs.teacher_id, count(*) filter (where ${inRange}) as sessions,
        coalesce(sum(cs.students_attended) filter (where ${inRange} and ${HAS_ATTENDANCE}), 0) as attended,
        coalesce(sum(cs.total_students) filter (where ${inRange} and ${HAS_ATTENDANCE}), 0) as total,
        count(*) filter (where cs.session_date >= ${at(activeFrom)}) as active
      from class_sessions cs
      where ${sessionsIn(area)} and cs.session_date >= ${at(from)} and cs.session_date < ${end(range)}
      group by 1, 2, 3
    ), per_class as materialized (
      select sd.school_id, sd.class_level, count(*) as n from student_details sd where ${students} group by 1, 2 order by 1, 2
    ), flagged as materialized (
      select pc.school_id, pc.n, ${gradeSql(sql`pc.class_level`)} as grade, a.school_id is not null as active
      from per_class pc
      left join (select distinct school_id, class_level from c where active > 0) a
        on a.school_id = pc.school_id and a.class_level = pc.class_level
    )
    select 'sessions' as kind, school_id::text as id, null as name, sum(sessions)::int as sessions, sum(attended)::int as attended,
      sum(total)::int as total, count(*) filter (where sessions > 0)::int as classes, 0 as students, 0 as active
    from c group by school_id having sum(sessions) > 0
    union all
    select 'teacher', t.teacher_id::text, u.name, t.sessions, t.attended, t.total, t.classes, 0, 0 from (
      select teacher_id, sum(sessions)::int as sessions, sum(attended)::int as attended, sum(total)::int as total,
        count(*) filter (where sessions > 0)::int as classes
      from c group by teacher_id having sum(sessions) > 0 order by sessions desc, teacher_id limit ${TOP_LIST_SIZE}
    ) t join users u on u.id = t.teacher_id
    union all
    select 'students', school_id::text, null, 0, 0, 0, 0, sum(n)::int, coalesce(sum(n) filter (where active), 0)::int
    from flagged group by school_id
    union all
    select 'grade', grade::text, null, 0, 0, 0, 0, sum(n)::int, 0 from flagged where grade is not null group by grade`,
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
 * Users per role. An area's users are those linked to its schools (students enrolled, teachers assigned,
 * managers), counted from the link tables; pending approvals are a system-wide figure.
 */
export function usersByRole(db: Db, area: Area) {
  if (area.kind === 'system') {
    return rows<RoleRow>(
      db,
      sql`
      select u.role, count(*)::int as total, count(*) filter (where u.status = 'pending')::int as pending from users u group by u.role`,
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
 * Users created per day from the previous period's start to the range's end: the users_created_at index finds
 * the new users, and (for an area) each is kept when it is linked to the area's schools.
 */
export function newUsersByDay(db: Db, area: Area, range: DateRange) {
  const fresh = sql`select u.id, u.created_at from users u where u.created_at >= ${at(range.previousStartDate)} and u.created_at < ${end(range)}`;
  if (area.kind === 'system') {
    return rows<NewUsersRow>(
      db,
      sql`
      select d.day::text as day, d.users from (
        select (f.created_at at time zone 'UTC')::date as day, count(*)::int as users from (${fresh}) f group by 1
      ) d`,
    );
  }
  const linked = sql`
      select f.created_at from fresh f join student_details sd on sd.user_id = f.id join schools s on s.id = sd.school_id where ${schoolsIn(area)}
      union all select f.created_at from fresh f where exists (
        select 1 from teaching_assignments ta join schools s on s.id = ta.school_id where ta.teacher_id = f.id and ${schoolsIn(area)})
      union all select f.created_at from fresh f where exists (select 1 from schools s where s.manager_id = f.id and ${schoolsIn(area)})
      ${area.kind === 'institutions' ? sql`union all select f.created_at from fresh f where exists (select 1 from institutions i where i.manager_id = f.id and ${institutionsIn(area)})` : sql``}`;
  return rows<NewUsersRow>(
    db,
    sql`
    with fresh as materialized (${fresh})
    select d.day::text as day, d.users from (
      select (l.created_at at time zone 'UTC')::date as day, count(*)::int as users from (${linked}) l group by 1
    ) d`,
  );
}

export async function institutionCount(db: Db, area: Area) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from institutions i where ${institutionsIn(area)}`,
  );
  return row?.n ?? 0;
}
