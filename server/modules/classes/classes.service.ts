import { type SQL, sql } from 'drizzle-orm';
import { round1 } from '#contract/percent';
import { classTotalSlides } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import {
  CLASS_RECENT_SESSIONS,
  CLASS_STUDENTS_LIMIT,
  type ClassDetailResponse,
  type ClassSession,
  type ClassStudent,
  type ClassSummary,
} from '#contract/classes';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { type Scope, canSeeClass } from '#server/lib/scope';
import { dayText, inList, isoText, rows } from '#server/lib/sql-helpers';

const CLASS_NOT_FOUND = 'Class not found';

/** The schools whose classes a caller may list; undefined: every school (admin). */
function schoolsOf(scope: Scope, schoolId: string): string[] | undefined {
  if (scope.all) return schoolId ? [schoolId] : undefined;
  return schoolId ? scope.schoolIds.filter((id) => id === schoolId) : scope.schoolIds;
}

const byClass = (schoolId: string, classLevel: string) => `${schoolId}|${classLevel}`;

type ProgressRow = { school_id: string; class_level: string; slides_done: number };

/**
 * One row per class of the schools matching `inSchools` (on `s`): the classes offered plus classes with stored
 * progress, with the furthest slide taught (stored progress, else the highest ending slide of its sessions).
 */
function progressSql(inSchools: SQL): SQL {
  return sql`
    with cls as (
      select s.id as school_id, c.label as class_level
        from schools s cross join lateral unnest(s.classes_offered) as c(label) where ${inSchools}
      union
      select sp.school_id, sp.class_level from session_progress sp join schools s on s.id = sp.school_id where ${inSchools}
    )
    select cls.school_id, cls.class_level,
      coalesce(sp.furthest_slide, (select max(x.ending_slide) from class_sessions x
        where x.school_id = cls.school_id and x.class_level = cls.class_level), 0)::int as slides_done
    from cls left join session_progress sp on sp.school_id = cls.school_id and sp.class_level = cls.class_level`;
}

/**
 * Classes in scope with their student count, session count and curriculum progress, in five aggregate
 * queries whatever the number of classes. Teachers and students get only their own classes. Slides for a
 * class: the school's count for the grade, else the deck's, else 50 (as the session-progress calls).
 */
export async function listClasses(
  db: Db,
  scope: Scope,
  schoolId: string,
  only?: { classLevel: string },
): Promise<ClassSummary[]> {
  const ids = schoolsOf(scope, schoolId);
  if (ids && ids.length === 0) return [];
  const inSchools = (column: string): SQL => (ids ? inList(sql.raw(column), ids) : sql`true`);
  const classCondition = only ? sql` and class_level = ${only.classLevel}` : sql``;
  const [progress, schoolRows, decks, students, sessions] = await Promise.all([
    rows<ProgressRow>(db, progressSql(inSchools('s.id'))),
    rows<{ id: string; name: string; institution_id: string; slides: Record<string, number> | null }>(
      db,
      sql`select id, name, institution_id, total_slides_per_class as slides from schools where ${inSchools('id')}`,
    ),
    rows<{ grade: number; total: number }>(
      db,
      sql`select class_number as grade, total_slides as total from course_materials`,
    ),
    rows<{ school_id: string; class_level: string; n: number }>(
      db,
      sql`
      select school_id, class_level, count(*)::int as n from student_details
      where ${inSchools('school_id')}${classCondition} group by school_id, class_level`,
    ),
    rows<{ school_id: string; class_level: string; n: number; last: string | null }>(
      db,
      sql`
      select school_id, class_level, count(*)::int as n, ${dayText(sql`max(session_date)`)} as last from class_sessions
      where ${inSchools('school_id')}${classCondition} group by school_id, class_level`,
    ),
  ]);
  const schoolsById = new Map(schoolRows.map((s) => [s.id, s]));
  const deckSlides = new Map(decks.map((d) => [d.grade, d.total]));
  const studentsOf = new Map(students.map((r) => [byClass(r.school_id, r.class_level), r.n]));
  const sessionsOf = new Map(sessions.map((r) => [byClass(r.school_id, r.class_level), r]));
  return progress
    .filter((p) => (!only || p.class_level === only.classLevel) && canSeeClass(scope, p.school_id, p.class_level))
    .flatMap((p): ClassSummary[] => {
      const school = schoolsById.get(p.school_id);
      if (!school) return [];
      const grade = gradeOf(p.class_level);
      const configured = grade ? school.slides?.[String(grade)] : undefined;
      const total = classTotalSlides(grade ? deckSlides.get(grade) : undefined, configured);
      const done = Math.min(p.slides_done, total);
      const s = sessionsOf.get(byClass(p.school_id, p.class_level));
      return [
        {
          school_id: p.school_id,
          school_name: school.name,
          institution_id: school.institution_id,
          class_level: p.class_level,
          grade,
          student_count: studentsOf.get(byClass(p.school_id, p.class_level)) ?? 0,
          session_count: s?.n ?? 0,
          slides_done: done,
          total_slides: total,
          progress: round1((done / total) * 100),
          last_session_date: s?.last ?? null,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.school_name.localeCompare(b.school_name) ||
        (a.grade ?? 99) - (b.grade ?? 99) ||
        a.class_level.localeCompare(b.class_level),
    );
}

/** One class with its students and latest sessions; a class outside the caller's scope is 404. */
export async function classDetail(
  db: Db,
  scope: Scope,
  me: AuthUser,
  schoolId: string,
  classLevel: string,
): Promise<ClassDetailResponse> {
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound(CLASS_NOT_FOUND);
  const [summary] = await listClasses(db, scope, schoolId, { classLevel });
  if (!summary) throw notFound(CLASS_NOT_FOUND);
  const [students, sessions] = await Promise.all([
    me.role === 'student'
      ? Promise.resolve(null)
      : rows<ClassStudent>(
          db,
          sql`
          select u.id as "_id", u.name, u.email, sd.student_id, u.status
          from student_details sd join users u on u.id = sd.user_id
          where sd.school_id = ${schoolId} and sd.class_level = ${classLevel}
          order by u.name, u.id limit ${CLASS_STUDENTS_LIMIT}`,
        ),
    rows<Omit<ClassSession, 'teacher'> & { teacher_id: string | null; teacher_name: string | null }>(
      db,
      sql`
      select cs.id as "_id", ${isoText(sql`cs.session_date`)} as session_date, cs.status, cs.starting_slide, cs.ending_slide,
        cs.students_attended, cs.total_students, u.id as teacher_id, u.name as teacher_name
      from class_sessions cs left join users u on u.id = cs.teacher_id
      where cs.school_id = ${schoolId} and cs.class_level = ${classLevel}
      order by cs.session_date desc, cs.id limit ${CLASS_RECENT_SESSIONS}`,
    ),
  ]);
  return {
    class: summary,
    students: students ? { data: students, total: summary.student_count } : null,
    recent_sessions: sessions.map(({ teacher_id, teacher_name, ...s }) => ({
      ...s,
      teacher: teacher_id && teacher_name ? { _id: teacher_id, name: teacher_name } : null,
    })),
  };
}
