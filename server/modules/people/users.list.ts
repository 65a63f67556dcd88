import { type SQL, and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { isGrade } from '#contract/class-level';
import { pagination } from '#contract/pagination';
import type { PublicUser } from '#contract/user';
import type { UserListResponse } from '#contract/people-accounts';
import type { Db } from '#server/db/client';
import { institutions, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { publicUser, publicUsers } from '#server/lib/user-view';
import { limitToScope } from './people-view';
import { containsPattern, offsetOf } from '#server/lib/sql-helpers';

export type UserListFilters = {
  page: number;
  limit: number;
  role: string;
  status: string;
  search: string;
  class_level: string;
};

/** Students of a class ('7C') or of a whole grade ('7'), as a subquery of user ids. */
export function classFilter(db: Db, classLevel: string) {
  const where = isGrade(classLevel)
    ? eq(studentDetails.grade, Number(classLevel))
    : eq(studentDetails.classLevel, classLevel);
  return inArray(users.id, db.select({ id: studentDetails.userId }).from(studentDetails).where(where));
}

/** Users linked to any of these schools: their manager, teachers and students. */
export function peopleOfSchools(db: Db, schoolIds: string[]): SQL | undefined {
  return or(
    inArray(users.id, db.select({ id: schools.managerId }).from(schools).where(inArray(schools.id, schoolIds))),
    inArray(
      users.id,
      db
        .select({ id: teachingAssignments.teacherId })
        .from(teachingAssignments)
        .where(inArray(teachingAssignments.schoolId, schoolIds)),
    ),
    inArray(
      users.id,
      db.select({ id: studentDetails.userId }).from(studentDetails).where(inArray(studentDetails.schoolId, schoolIds)),
    ),
  );
}

/** The people of some institutions: their managers and everyone linked to their schools. */
export function peopleOfInstitutions(db: Db, institutionIds: string[]): SQL | undefined {
  const schoolIds = db.select({ id: schools.id }).from(schools).where(inArray(schools.institutionId, institutionIds));
  return or(
    inArray(
      users.id,
      db.select({ id: institutions.managerId }).from(institutions).where(inArray(institutions.id, institutionIds)),
    ),
    inArray(
      users.id,
      db.select({ id: schools.managerId }).from(schools).where(inArray(schools.institutionId, institutionIds)),
    ),
    inArray(
      users.id,
      db
        .select({ id: teachingAssignments.teacherId })
        .from(teachingAssignments)
        .where(inArray(teachingAssignments.schoolId, schoolIds)),
    ),
    inArray(
      users.id,
      db.select({ id: studentDetails.userId }).from(studentDetails).where(inArray(studentDetails.schoolId, schoolIds)),
    ),
  );
}

/**
 * Which users a caller may read (undefined: all). Institution managers: the people of their institutions;
 * school managers: their schools' people and the other school managers of their institutions; teachers:
 * the students of the classes they teach; students: themselves. Everyone sees themself.
 */
export function visibleUsers(db: Db, scope: Scope, me: AuthUser): SQL | undefined {
  if (scope.all) return undefined;
  const self = eq(users.id, me.id);
  switch (me.role) {
    case 'institution_manager':
      return or(self, peopleOfInstitutions(db, scope.institutionIds));
    case 'school_manager':
      return or(
        self,
        peopleOfSchools(db, scope.schoolIds),
        inArray(
          users.id,
          db
            .select({ id: schools.managerId })
            .from(schools)
            .where(inArray(schools.institutionId, scope.institutionIds)),
        ),
      );
    case 'teacher': {
      const classes = [...(scope.classesBySchool ?? new Map<string, string[]>())].map(([schoolId, labels]) =>
        and(eq(studentDetails.schoolId, schoolId), inArray(studentDetails.classLevel, labels)),
      );
      if (classes.length === 0) return self;
      return or(
        self,
        inArray(
          users.id,
          db
            .select({ id: studentDetails.userId })
            .from(studentDetails)
            .where(or(...classes)),
        ),
      );
    }
    default:
      return self;
  }
}

/** A paged list of users, filtered in SQL; `within` narrows it (an institution, a caller's scope). */
export async function listUsers(db: Db, q: UserListFilters, within?: SQL): Promise<UserListResponse> {
  const pattern = q.search ? containsPattern(q.search) : '';
  const where = and(
    within,
    q.role ? eq(users.role, q.role as PublicUser['role']) : undefined,
    q.status ? eq(users.status, q.status as PublicUser['status']) : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          inArray(
            users.id,
            db
              .select({ id: studentDetails.userId })
              .from(studentDetails)
              .where(ilike(studentDetails.studentId, pattern)),
          ),
        )
      : undefined,
    q.class_level ? classFilter(db, q.class_level) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  const data = await publicUsers(
    db,
    rows.map((r) => r.id),
  );
  return { data, pagination: pagination(total?.n ?? 0, q.page, q.limit) };
}

/** GET /users/{id}: 404 unless the caller may see the user. */
export async function getVisibleUser(db: Db, scope: Scope, me: AuthUser, id: string): Promise<PublicUser> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), visibleUsers(db, scope, me)))
    .limit(1);
  const user = row ? await publicUser(db, row.id) : undefined;
  if (!user) throw notFound('User not found');
  return limitToScope(user, scope, me.id);
}

/** GET /users/institution/{id}: 404 for an institution that does not exist. */
export async function listInstitutionUsers(
  db: Db,
  institutionId: string,
  q: UserListFilters,
): Promise<UserListResponse> {
  const [found] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .limit(1);
  if (!found) throw notFound('Institution not found');
  return listUsers(db, q, peopleOfInstitutions(db, [institutionId]));
}
