import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { pagination } from '#contract/pagination';
import type { TeacherListResponse } from '#contract/people';
import type { UserStatus } from '#contract/roles';
import type { Db } from '#server/db/client';
import { teachingAssignments, users } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import { assertSchoolInScope, type Scope } from '#server/lib/scope';
import { publicUsers } from '#server/lib/user-view';
import { limitToScope, refsFor, schoolRefs } from './people-view';
import { containsPattern, offsetOf } from '#server/lib/sql-helpers';

export type TeacherFilters = { page: number; limit: number; search: string; school_id: string; status: string };

const teachersAt = (db: Db, schoolIds: string[]) =>
  inArray(
    users.id,
    db
      .select({ id: teachingAssignments.teacherId })
      .from(teachingAssignments)
      .where(inArray(teachingAssignments.schoolId, schoolIds)),
  );

/**
 * Teachers in the caller's scope (admin: every teacher, assigned or not), by name. school_id outside the
 * caller's scope answers 404. Each carries its schools (with institution) for the details dialog.
 */
export async function listTeachers(
  db: Db,
  scope: Scope,
  me: AuthUser,
  q: TeacherFilters,
): Promise<TeacherListResponse> {
  const schoolId = q.school_id.toLowerCase();
  if (schoolId) assertSchoolInScope(scope, schoolId);
  const pattern = q.search ? containsPattern(q.search) : '';
  const where = and(
    eq(users.role, 'teacher'),
    scope.all ? undefined : teachersAt(db, scope.schoolIds),
    schoolId ? teachersAt(db, [schoolId]) : undefined,
    q.status ? eq(users.status, q.status as UserStatus) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  const people = (
    await publicUsers(
      db,
      rows.map((r) => r.id),
    )
  ).map((u) => limitToScope(u, scope, me.id));
  const refs = await schoolRefs(
    db,
    people.flatMap((u) => u.teaching_assignments.map((a) => a.school_id)),
  );
  const data = people.map((u) => ({
    ...u,
    schools: refsFor(
      u.teaching_assignments.map((a) => a.school_id),
      refs,
    ),
  }));
  return { data, pagination: pagination(total?.n ?? 0, q.page, q.limit) };
}
