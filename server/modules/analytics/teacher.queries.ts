import { type SQL, sql } from 'drizzle-orm';
import { ATTENDANCE_BANDS, SESSION_MILESTONES, TREND_WINDOW, addDays } from '#contract/analytics';
import type { Db } from '#server/db/client';
import { type ClassProgressRow, HAS_ATTENDANCE, SLIDES_SHOWN, UTC_DAY, at, classProgressSql, weekOf } from './sql';
import { rows } from '#server/lib/sql-helpers';

/** The reads behind Teaching Analytics; every one is bounded by the teacher_id index. */

export type Window = { start: string | null; end: string };
const DAY = UTC_DAY;
const within = (w: Window): SQL =>
  w.start
    ? sql`cs.session_date >= ${at(w.start)} and cs.session_date < ${at(addDays(w.end, 1))}`
    : sql`cs.session_date < ${at(addDays(w.end, 1))}`;

export type ClassAggRow = {
  school_id: string;
  school_name: string;
  class_level: string;
  sessions: number;
  attended: number;
  total: number;
  slides: number;
  max_total: number;
  last_any: string | null;
};
/** Per class: the period's sessions, attendance and slides shown, and the last session ever. */
export function classAggregates(db: Db, teacherId: string, period: Window) {
  return rows<ClassAggRow>(
    db,
    sql`
    select a.*, s.name as school_name from (
    select cs.school_id, cs.class_level,
      count(*) filter (where ${within(period)})::int as sessions,
      coalesce(sum(cs.students_attended) filter (where ${within(period)} and ${HAS_ATTENDANCE}), 0)::int as attended,
      coalesce(sum(cs.total_students) filter (where ${within(period)} and ${HAS_ATTENDANCE}), 0)::int as total,
      coalesce(sum(${SLIDES_SHOWN}) filter (where ${within(period)}), 0)::int as slides,
      coalesce(max(cs.total_students) filter (where ${within(period)}), 0)::int as max_total,
      max(${DAY})::text as last_any
    from class_sessions cs where cs.teacher_id = ${teacherId} group by 1, 2
    ) a join schools s on s.id = a.school_id`,
  );
}

/** Attendance percentages of each class's last six sessions in the period, oldest first (for the trend). */
export function recentAttendance(db: Db, teacherId: string, period: Window) {
  return rows<{ school_id: string; class_level: string; pct: number }>(
    db,
    sql`
    select school_id, class_level, pct from (
      select cs.school_id, cs.class_level, cs.session_date, cs.id,
        (100.0 * cs.students_attended / cs.total_students)::float8 as pct,
        row_number() over (partition by cs.school_id, cs.class_level order by cs.session_date desc, cs.id desc) as rn
      from class_sessions cs where cs.teacher_id = ${teacherId} and ${within(period)} and ${HAS_ATTENDANCE}
    ) t where rn <= ${2 * TREND_WINDOW} order by school_id, class_level, session_date, id`,
  );
}

export type WindowTotals = { sessions: number; attended: number; total: number; slides: number };
export type TeacherTotals = {
  excellent: number;
  good: number;
  needs_attention: number;
  days: number;
  weeks: number;
  first_day: string | null;
  /** Sessions in the period per ISO weekday, Monday first. */
  weekdays: number[];
  this_week: number;
  last_week: number;
  this_month: number;
  last_month: number;
  month_attended: number;
  month_total: number;
  current: WindowTotals;
  previous: WindowTotals;
};
export type Calendar = { weekStart: string; lastWeekStart: string; monthStart: string; lastMonthStart: string };

/**
 * Every teacher-wide figure in one pass over the teacher's sessions: the period's attendance bands, teaching
 * days, weeks and weekdays; this and last week and month; and the two windows that improvements compare.
 */
export async function teacherTotals(
  db: Db,
  teacherId: string,
  w: { period: Window; current: Window; previous: Window; calendar: Calendar },
) {
  const pct = sql`(100.0 * cs.students_attended / cs.total_students)`;
  const p = within(w.period);
  const c = w.calendar;
  const totals = (name: string, win: Window) => sql`
    jsonb_build_object('sessions', count(*) filter (where ${within(win)}),
      'attended', coalesce(sum(cs.students_attended) filter (where ${within(win)} and ${HAS_ATTENDANCE}), 0),
      'total', coalesce(sum(cs.total_students) filter (where ${within(win)} and ${HAS_ATTENDANCE}), 0),
      'slides', coalesce(sum(${SLIDES_SHOWN}) filter (where ${within(win)}), 0)) as ${sql.identifier(name)}`;
  const starts = [w.period.start, w.previous.start, c.lastMonthStart, c.lastWeekStart];
  const from = starts.includes(null) ? null : ((starts as string[]).sort()[0] ?? null);
  const [row] = await rows<TeacherTotals>(
    db,
    sql`
    select count(*) filter (where ${p} and ${HAS_ATTENDANCE} and ${pct} >= ${ATTENDANCE_BANDS.excellent})::int as excellent,
      count(*) filter (where ${p} and ${HAS_ATTENDANCE} and ${pct} >= ${ATTENDANCE_BANDS.good} and ${pct} < ${ATTENDANCE_BANDS.excellent})::int as good,
      count(*) filter (where ${p} and ${HAS_ATTENDANCE} and ${pct} < ${ATTENDANCE_BANDS.good})::int as needs_attention,
      count(distinct ${DAY}) filter (where ${p})::int as days,
      count(distinct ${weekOf(DAY)}) filter (where ${p})::int as weeks,
      (min(${DAY}) filter (where ${p}))::text as first_day,
      array[${sql.join(
        [1, 2, 3, 4, 5, 6, 7].map(
          (d) =>
            sql`count(*) filter (where ${p} and extract(isodow from cs.session_date at time zone 'UTC') = ${sql.raw(String(d))})::int`,
        ),
        sql`, `,
      )}] as weekdays,
      count(*) filter (where cs.session_date >= ${at(c.weekStart)})::int as this_week,
      count(*) filter (where cs.session_date >= ${at(c.lastWeekStart)} and cs.session_date < ${at(c.weekStart)})::int as last_week,
      count(*) filter (where cs.session_date >= ${at(c.monthStart)})::int as this_month,
      count(*) filter (where cs.session_date >= ${at(c.lastMonthStart)} and cs.session_date < ${at(c.monthStart)})::int as last_month,
      coalesce(sum(cs.students_attended) filter (where cs.session_date >= ${at(c.monthStart)} and ${HAS_ATTENDANCE}), 0)::int as month_attended,
      coalesce(sum(cs.total_students) filter (where cs.session_date >= ${at(c.monthStart)} and ${HAS_ATTENDANCE}), 0)::int as month_total,
      ${totals('current', w.current)}, ${totals('previous', w.previous)}
    from class_sessions cs
    where cs.teacher_id = ${teacherId} and ${within({ start: from, end: w.period.end })}`,
  );
  if (!row) throw new Error('teacher totals returned no row');
  return row;
}

export type ClassRhythmRow = {
  school_id: string;
  class_level: string;
  weeks: number;
  gaps_over_week: number;
  first_day: string;
  last_day: string;
};
/** Per class in the period: weeks with a session, and the days past a weekly rhythm between sessions. */
export function classRhythm(db: Db, teacherId: string, period: Window) {
  return rows<ClassRhythmRow>(
    db,
    sql`
    with d as (
      select distinct cs.school_id, cs.class_level, ${DAY} as day from class_sessions cs
      where cs.teacher_id = ${teacherId} and ${within(period)}
    ), g as (select d.*, day - lag(day) over (partition by school_id, class_level order by day) as gap from d)
    select school_id, class_level, count(distinct ${weekOf(sql`day`)})::int as weeks,
      coalesce(sum(greatest(gap - 7, 0)), 0)::int as gaps_over_week, min(day)::text as first_day, max(day)::text as last_day
    from g group by 1, 2`,
  );
}

/** Runs of consecutive teaching days (unit 1) and ISO weeks (unit 7), all time: start, end and length. */
export function streaks(db: Db, teacherId: string) {
  // Days are numbered from a Monday, so day / 7 numbers the weeks; within a run, number − rank is constant.
  return rows<{ unit: 1 | 7; start: string; finish: string; length: number }>(
    db,
    sql`
    with d as (select distinct ${DAY} - date '2000-01-03' as n from class_sessions cs where cs.teacher_id = ${teacherId}),
    u as (select distinct 1 as unit, n as b from d union all select distinct 7, n / 7 from d),
    i as (select unit, b, b - row_number() over (partition by unit order by b) as grp from u)
    select unit, (date '2000-01-03' + min(b) * unit)::text as start, (date '2000-01-03' + max(b) * unit)::text as finish, count(*)::int as length
    from i group by unit, grp`,
  );
}

export async function openItems(db: Db, teacherId: string) {
  const [row] = await rows<{ assessments: number; surveys: number; sessions: number }>(
    db,
    sql`
    select (select count(*) from assessments a where a.teacher_id = ${teacherId} and not a.published)::int as assessments,
      (select count(*) from surveys v where v.teacher_id = ${teacherId} and not v.published)::int as surveys,
      (select count(*) from class_sessions cs where cs.teacher_id = ${teacherId}
        and (cs.status = 'in_progress' or cs.students_attended is null or cs.total_students is null))::int as sessions`,
  );
  return row ?? { assessments: 0, surveys: 0, sessions: 0 };
}

/** The date of the teacher's n-th session, for each milestone reached. */
export function milestoneDates(db: Db, teacherId: string) {
  return rows<{ n: number; day: string }>(
    db,
    sql`
    select n::int, day from (
      select row_number() over (order by cs.session_date, cs.id) as n, ${DAY}::text as day
      from class_sessions cs where cs.teacher_id = ${teacherId}
    ) t where n in ${[...SESSION_MILESTONES]}`,
  );
}

/** The schools a teacher is assigned to or has taught at. */
const teacherSchools = (teacherId: string) => sql`(
  select ta.school_id from teaching_assignments ta where ta.teacher_id = ${teacherId}
  union select distinct cs.school_id from class_sessions cs where cs.teacher_id = ${teacherId})`;

export function studentsInSchools(db: Db, teacherId: string) {
  return rows<{ school_id: string; class_level: string; students: number }>(
    db,
    sql`
    select sd.school_id, sd.class_level, count(*)::int as students from student_details sd
    where sd.school_id in ${teacherSchools(teacherId)} group by 1, 2`,
  );
}

export function progressInSchools(db: Db, teacherId: string) {
  return rows<ClassProgressRow>(db, classProgressSql(sql`s.id in ${teacherSchools(teacherId)}`));
}
