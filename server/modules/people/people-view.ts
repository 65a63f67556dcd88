import { eq, inArray } from 'drizzle-orm';
import type { NameRef } from '#contract/institutions';
import type { SchoolRef } from '#contract/people';
import type { PublicUser } from '#contract/user';
import type { Db } from '#server/db/client';
import { institutions, schools } from '#server/db/schema/people';
import type { Scope } from '#server/lib/scope';

/** Schools by id with their institution's name, in one query. */
export async function schoolRefs(db: Db, ids: string[]): Promise<Map<string, SchoolRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: schools.id, name: schools.name, institutionId: institutions.id, institutionName: institutions.name })
    .from(schools)
    .innerJoin(institutions, eq(institutions.id, schools.institutionId))
    .where(inArray(schools.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { _id: r.id, name: r.name, institution_id: { _id: r.institutionId, name: r.institutionName } },
    ]),
  );
}

/**
 * A person as a non-admin caller may see them: links to schools and institutions outside the caller's scope
 * are left out (a teacher who also teaches elsewhere shows only the assignments the caller can see).
 */
export function limitToScope(user: PublicUser, scope: Scope, viewerId: string): PublicUser {
  if (scope.all || user._id === viewerId) return user;
  const school = new Set(scope.schoolIds);
  const institution = new Set(scope.institutionIds);
  return {
    ...user,
    manages_institutions: user.manages_institutions.filter((id) => institution.has(id)),
    manages_schools: user.manages_schools.filter((id) => school.has(id)),
    teaching_assignments: user.teaching_assignments.filter((a) => school.has(a.school_id)),
    studies_at_school: user.studies_at_school && school.has(user.studies_at_school) ? user.studies_at_school : null,
    student_details: user.studies_at_school && school.has(user.studies_at_school) ? user.student_details : null,
  };
}

/** The schools a person is linked to (taught, managed or studied at). */
export function linkedSchoolIds(user: PublicUser): string[] {
  return [
    ...user.teaching_assignments.map((a) => a.school_id),
    ...user.manages_schools,
    ...(user.studies_at_school ? [user.studies_at_school] : []),
  ];
}

export function refsFor(ids: string[], refs: Map<string, SchoolRef>): SchoolRef[] {
  return ids.flatMap((id) => refs.get(id) ?? []);
}

export function institutionsOf(list: SchoolRef[]): NameRef[] {
  const byId = new Map(list.map((s) => [s.institution_id._id, s.institution_id]));
  return [...byId.values()];
}
