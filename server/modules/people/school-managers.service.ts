import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { pagination } from '#contract/pagination';
import type { SchoolManagerListResponse } from '#contract/people';
import type { UserStatus } from '#contract/roles';
import type { Db } from '#server/db/client';
import { schools, users } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import type { Scope } from '#server/lib/scope';
import { publicUsers } from '#server/lib/user-view';
import { institutionsOf, limitToScope, refsFor, schoolRefs } from './people-view';
import { containsPattern, offsetOf } from '#server/lib/sql-helpers';

export type SchoolManagerFilters = { page: number; limit: number; search: string; status: string };

/**
 * School managers: admin every one (assigned or not); institution and school managers those managing a
 * school of their institutions. search: name, email, phone or the name of a managed school.
 */
export async function listSchoolManagers(
  db: Db,
  scope: Scope,
  me: AuthUser,
  q: SchoolManagerFilters,
): Promise<SchoolManagerListResponse> {
  const pattern = q.search ? containsPattern(q.search) : '';
  const where = and(
    eq(users.role, 'school_manager'),
    scope.all
      ? undefined
      : inArray(
          users.id,
          db
            .select({ id: schools.managerId })
            .from(schools)
            .where(inArray(schools.institutionId, scope.institutionIds)),
        ),
    q.status ? eq(users.status, q.status as UserStatus) : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          inArray(users.id, db.select({ id: schools.managerId }).from(schools).where(ilike(schools.name, pattern))),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  // Managers are listed within the caller's institutions, so their managed schools are shown within those too.
  const view: Scope = scope.all ? scope : { ...scope, schoolIds: await schoolsOf(db, scope.institutionIds) };
  const people = (
    await publicUsers(
      db,
      rows.map((r) => r.id),
    )
  ).map((u) => limitToScope(u, view, me.id));
  const refs = await schoolRefs(
    db,
    people.flatMap((u) => u.manages_schools),
  );
  const data = people.map((u) => {
    const managed = refsFor(u.manages_schools, refs);
    return { ...u, schools: managed, institutions: institutionsOf(managed) };
  });
  return { data, pagination: pagination(total?.n ?? 0, q.page, q.limit) };
}

async function schoolsOf(db: Db, institutionIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: schools.id }).from(schools).where(inArray(schools.institutionId, institutionIds));
  return rows.map((r) => r.id);
}
