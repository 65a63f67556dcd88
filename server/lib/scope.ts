import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions, schools, studentDetails, teachingAssignments } from '../db/schema/people';
import type { AuthUser } from './caller';
import { notFound } from './errors';

/**
 * What a signed-in user may see (ARCHITECTURE.md rule 4). Admins see everything; everyone else a set of
 * institutions and schools, and teachers and students only some classes in them.
 */
export type Scope =
  | { all: true }
  | {
      all: false;
      institutionIds: string[];
      schoolIds: string[];
      /** Teachers and students: the class labels they may see per school. Absent: every class. */
      classesBySchool?: Map<string, string[]>;
    };

export async function loadScope(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<Scope> {
  switch (user.role) {
    case 'admin':
      return { all: true };
    case 'institution_manager': {
      const rows = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(eq(institutions.managerId, user.id));
      const institutionIds = rows.map((r) => r.id);
      const schoolRows = institutionIds.length
        ? await db.select({ id: schools.id }).from(schools).where(inArray(schools.institutionId, institutionIds))
        : [];
      return { all: false, institutionIds, schoolIds: schoolRows.map((r) => r.id) };
    }
    case 'school_manager': {
      const rows = await db
        .select({ id: schools.id, institutionId: schools.institutionId })
        .from(schools)
        .where(eq(schools.managerId, user.id));
      return { all: false, institutionIds: unique(rows.map((r) => r.institutionId)), schoolIds: rows.map((r) => r.id) };
    }
    case 'teacher': {
      const rows = await db
        .select({
          schoolId: teachingAssignments.schoolId,
          classes: teachingAssignments.classes,
          institutionId: schools.institutionId,
        })
        .from(teachingAssignments)
        .innerJoin(schools, eq(schools.id, teachingAssignments.schoolId))
        .where(eq(teachingAssignments.teacherId, user.id));
      return {
        all: false,
        institutionIds: unique(rows.map((r) => r.institutionId)),
        schoolIds: rows.map((r) => r.schoolId),
        classesBySchool: new Map(rows.map((r) => [r.schoolId, r.classes])),
      };
    }
    case 'student': {
      const rows = await db
        .select({
          schoolId: studentDetails.schoolId,
          classLevel: studentDetails.classLevel,
          institutionId: schools.institutionId,
        })
        .from(studentDetails)
        .innerJoin(schools, eq(schools.id, studentDetails.schoolId))
        .where(eq(studentDetails.userId, user.id));
      return {
        all: false,
        institutionIds: unique(rows.map((r) => r.institutionId)),
        schoolIds: rows.map((r) => r.schoolId),
        classesBySchool: new Map(rows.map((r) => [r.schoolId, [r.classLevel]])),
      };
    }
  }
}

/** What scopeOf reads and keeps of a request's context (server/lib/context.ts AppContext). */
type ScopeCarrier = {
  var: { db: Db; user: AuthUser | undefined; scope: Scope | undefined };
  set(key: 'scope', value: Scope): void;
};

/** The caller's scope, loaded once per request. Call only behind requireAuth. */
export async function scopeOf(c: ScopeCarrier): Promise<Scope> {
  const cached = c.var.scope;
  if (cached) return cached;
  const user = c.var.user;
  if (!user) throw new Error('scopeOf called without a signed-in user');
  const scope = await loadScope(c.var.db, user);
  c.set('scope', scope);
  return scope;
}

export const canSeeInstitution = (scope: Scope, id: string) => scope.all || scope.institutionIds.includes(id);
export const canSeeSchool = (scope: Scope, id: string) => scope.all || scope.schoolIds.includes(id);

export function canSeeClass(scope: Scope, schoolId: string, classLevel: string): boolean {
  if (scope.all) return true;
  if (!scope.schoolIds.includes(schoolId)) return false;
  const classes = scope.classesBySchool?.get(schoolId);
  return !classes || classes.some((label) => label.toUpperCase() === classLevel.toUpperCase());
}

/** Records outside the caller's scope answer 404, exactly as if they did not exist. */
export function assertSchoolInScope(scope: Scope, schoolId: string, what = 'School not found') {
  if (!canSeeSchool(scope, schoolId)) throw notFound(what);
}
export function assertInstitutionInScope(scope: Scope, id: string, what = 'Institution not found') {
  if (!canSeeInstitution(scope, id)) throw notFound(what);
}
export function assertClassInScope(scope: Scope, schoolId: string, classLevel: string, what = 'Class not found') {
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound(what);
}

const unique = <T>(values: T[]) => [...new Set(values)];
