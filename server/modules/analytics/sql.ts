import { type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_MESSAGES,
  MAX_RANGE_DAYS,
  addDays,
  defaultRange,
  isoDay,
  withPreviousPeriod,
} from '#contract/analytics';
import type { DateRange } from '#contract/analytics';
import { MAX_GRADE, MIN_GRADE } from '#contract/class-level';
import { DEFAULT_SLIDES_PER_CLASS } from '#contract/constants';
import { inList } from '#server/lib/sql-helpers';
import { fieldError } from '#server/lib/errors';

/** The UTC calendar day of a session (class_sessions aliased cs), as a date. */
export const UTC_DAY = sql`(cs.session_date at time zone 'UTC')::date`;
/** An ISO week number of a date expression (Monday-based weeks), cheap integer arithmetic. */
export const weekOf = (day: SQL) => sql`((${day} - date '2000-01-03') / 7)`;
/** Midnight UTC of a 'YYYY-MM-DD' day, as a bound parameter. */
export const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** Sessions whose attendance counts: ended and with a class size recorded. */
export const HAS_ATTENDANCE = sql`(cs.status = 'ended' and cs.total_students > 0 and cs.students_attended is not null)`;
/** Slides shown in a session: the inclusive range starting..ending. */
export const SLIDES_SHOWN = sql`greatest(cs.ending_slide - cs.starting_slide + 1, 0)`;

export const today = () => isoDay(new Date());
/** The earlier and the later of two 'YYYY-MM-DD' days. */
export const earlier = (a: string, b: string) => [a, b].sort()[0] as string;
export const later = (a: string, b: string) => [a, b].sort()[1] as string;

/**
 * The requested range and the equal period before it. Default: the 30 days ending today; only an end date:
 * the 30 days ending then; only a start date: from then to today.
 */
export function resolveRange(query: { startDate?: string; endDate?: string }, now = today()): DateRange {
  const endDate = query.endDate ?? (query.startDate ? later(query.startDate, now) : now);
  const startDate = query.startDate ?? defaultRange(endDate).startDate;
  const range = withPreviousPeriod(startDate, endDate);
  if (range.days > MAX_RANGE_DAYS) throw fieldError('startDate', ANALYTICS_MESSAGES.rangeTooLong);
  return range;
}

/** Every day of a range, for filling a daily series with zeros. */
export function eachDay(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push(d);
  return days;
}

/** What a general-view query covers: everything, some institutions, or some schools. */
export type Area = { kind: 'system' } | { kind: 'institutions'; ids: string[] } | { kind: 'schools'; ids: string[] };

/** The area's condition on a table aliased `cs` (class_sessions) or any table with school_id / institution_id. */
export function sessionsIn(area: Area, alias = 'cs'): SQL {
  if (area.kind === 'system') return sql`true`;
  const column = area.kind === 'institutions' ? 'institution_id' : 'school_id';
  return inList(sql.raw(`${alias}.${column}`), area.ids);
}

/** The area's condition on schools aliased `s`. */
export function schoolsIn(area: Area, alias = 's'): SQL {
  if (area.kind === 'system') return sql`true`;
  return inList(sql.raw(area.kind === 'institutions' ? `${alias}.institution_id` : `${alias}.id`), area.ids);
}

/** The area's condition on institutions aliased `i`. */
export function institutionsIn(area: Area): SQL {
  if (area.kind === 'system') return sql`true`;
  if (area.kind === 'institutions') return inList(sql`i.id`, area.ids);
  return sql`i.id in (select s.institution_id from schools s where ${inList(sql`s.id`, area.ids)})`;
}

/**
 * Grade 1..12 from a class label column, or null: its leading one or two digits after spaces (the rule of
 * gradeOf in contract/class-level.ts). Plain character tests: a regular expression per row costs several times more.
 */
export const gradeSql = (label: SQL) => {
  const t = sql`ltrim(${label})`;
  const digit = (i: number) => sql`ascii(substr(${t}, ${sql.raw(String(i))}, 1)) between 48 and 57`;
  const two = sql`substr(${t}, 1, 2)::int`;
  const one = sql`substr(${t}, 1, 1)::int`;
  const grade = sql.raw(`between ${MIN_GRADE} and ${MAX_GRADE}`);
  return sql`(case when ${digit(1)} and ${digit(2)} then (case when ${two} ${grade} then ${two} end)
    when ${digit(1)} then (case when ${one} ${grade} then ${one} end) end)`;
};

/**
 * One row per class of the schools matching `schoolCondition` (on `s`): the classes offered, plus classes with
 * recorded progress (and, when asked, classes with enrolled students). slides_done is the furthest slide taught
 * (session_progress), or the highest ending slide of the class's sessions when no progress is stored;
 * total_slides follows classTotalSlides (contract/constants): the deck's length, else the school's count, else 50.
 */
export function classProgressSql(schoolCondition: SQL, withStudentClasses = false): SQL {
  // Classes offered, plus classes that only have progress (or students): union all of disjoint sets, no dedupe.
  // The grade is computed once per distinct label, not once per class.
  const notOffered = (alias: string) => sql.raw(`not (${alias}.class_level = any(s.classes_offered))`);
  const studentClasses = withStudentClasses
    ? sql`union all select distinct sd.school_id, sd.class_level from student_details sd join schools s on s.id = sd.school_id
        where ${schoolCondition} and ${notOffered('sd')}
          and not exists (select 1 from session_progress p where p.school_id = sd.school_id and p.class_level = sd.class_level)`
    : sql``;
  return sql`
    with cls as materialized (
      select s.id as school_id, c.label as class_level
        from schools s cross join lateral (select distinct unnest(s.classes_offered) as label) c where ${schoolCondition}
      union all
      select sp.school_id, sp.class_level from session_progress sp join schools s on s.id = sp.school_id
        where ${schoolCondition} and ${notOffered('sp')}
      ${studentClasses}
    ), labels as materialized (
      select l.class_level, ${gradeSql(sql`l.class_level`)} as grade from (select distinct class_level from cls) l
    ), graded as (select cls.school_id, cls.class_level, labels.grade from cls join labels on labels.class_level = cls.class_level)
    select g.school_id, g.class_level, g.grade,
      coalesce(sp.furthest_slide, (select max(x.ending_slide) from class_sessions x
        where x.school_id = g.school_id and x.class_level = g.class_level), 0)::int as slides_done,
      coalesce(sp.last_slide_visited, (select x.current_slide from class_sessions x
        where x.school_id = g.school_id and x.class_level = g.class_level
        order by coalesce(x.position_at, x.session_date) desc limit 1), 1)::int as last_slide_visited,
      greatest(coalesce(cm.total_slides, (s.total_slides_per_class ->> g.grade::text)::int, ${DEFAULT_SLIDES_PER_CLASS}), 1)::int as total_slides
    from graded g
    join schools s on s.id = g.school_id
    left join session_progress sp on sp.school_id = g.school_id and sp.class_level = g.class_level
    left join course_materials cm on cm.class_number = g.grade`;
}

export type ClassProgressRow = {
  school_id: string;
  class_level: string;
  grade: number | null;
  slides_done: number;
  /**
   * Where the class's next session resumes (nextSlideOf): the class's progress row, else its latest session's slide
   * (what the server writes there when it counts the row again), else 1.
   */
  last_slide_visited: number;
  total_slides: number;
};
