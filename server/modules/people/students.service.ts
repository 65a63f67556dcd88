import { type SQL, and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isGrade } from '#contract/class-level';
import { pagination } from '#contract/pagination';
import type { StudentListItem, StudentListResponse } from '#contract/people';
import type { UserStatus } from '#contract/roles';
import type { Db } from '#server/db/client';
import { institutions, schools, studentDetails, users } from '#server/db/schema/people';
import { assertSchoolInScope, type Scope } from '#server/lib/scope';
import { containsPattern, offsetOf } from '#server/lib/sql-helpers';

export type StudentFilters = {
  page: number;
  limit: number;
  search: string;
  class_level: string;
  status: string;
  school_id: string;
};

const creator = alias(users, 'creator');

/** The student rows a caller may see: a teacher only the classes they teach, managers their schools. */
function studentScope(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.classesBySchool) {
    const classes = [...scope.classesBySchool]
      .filter(([, labels]) => labels.length > 0)
      .map(([schoolId, labels]) =>
        and(eq(studentDetails.schoolId, schoolId), inArray(studentDetails.classLevel, labels)),
      );
    return classes.length ? or(...classes) : inArray(studentDetails.schoolId, []);
  }
  return inArray(studentDetails.schoolId, scope.schoolIds);
}

function filters(scope: Scope, q: StudentFilters): SQL | undefined {
  const schoolId = q.school_id.toLowerCase();
  const pattern = q.search ? containsPattern(q.search) : '';
  return and(
    studentScope(scope),
    eq(users.role, 'student'),
    schoolId ? eq(studentDetails.schoolId, schoolId) : undefined,
    q.class_level
      ? isGrade(q.class_level)
        ? eq(studentDetails.grade, Number(q.class_level))
        : eq(studentDetails.classLevel, q.class_level)
      : undefined,
    q.status ? eq(users.status, q.status as UserStatus) : undefined,
    pattern ? (q.class_level ? inClass(pattern) : inArray(studentDetails.userId, matching(pattern))) : undefined,
  );
}

/** Within one class (a few dozen students, found through its index) the four columns are simply tested. */
const inClass = (pattern: string) =>
  or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(studentDetails.studentId, pattern),
    ilike(studentDetails.parentContact, pattern),
  );

/**
 * Across a whole school or more, the students whose name, e-mail, student ID or parent contact contains the search:
 * each side read through its trigram indexes (a union of two bitmap scans) instead of testing four columns of every
 * student (issue 13).
 */
function matching(pattern: string) {
  // Inside the subquery its own student_details and users are the nearest tables of those names.
  const sd = studentDetails;
  return sql`(select ${sd.userId} from ${sd} where ${or(ilike(sd.studentId, pattern), ilike(sd.parentContact, pattern))}
    union select ${users.id} from ${users} where ${or(ilike(users.name, pattern), ilike(users.email, pattern))})`;
}

/**
 * GET /students: students by name, filtered in SQL on the (school, class) and (school, grade) indexes.
 * search: name, email, student ID or parent contact. class_level: '7C', or '7' for the whole grade.
 * One query gives the page, its total (a window count) and everything the list shows; students hold no
 * other role links (a role change clears them), so no further look-ups are needed.
 */
export async function listStudents(db: Db, scope: Scope, q: StudentFilters): Promise<StudentListResponse> {
  if (q.school_id) assertSchoolInScope(scope, q.school_id.toLowerCase());
  const where = filters(scope, q);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      locale: users.locale,
      digits: users.digits,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      createdBy: users.createdBy,
      creatorName: creator.name,
      schoolId: studentDetails.schoolId,
      studentId: studentDetails.studentId,
      classLevel: studentDetails.classLevel,
      parentContact: studentDetails.parentContact,
      schoolName: schools.name,
      institutionId: institutions.id,
      institutionName: institutions.name,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .innerJoin(schools, eq(schools.id, studentDetails.schoolId))
    .innerJoin(institutions, eq(institutions.id, schools.institutionId))
    .leftJoin(creator, eq(creator.id, users.createdBy))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [row] = await db
      .select({ n: count() })
      .from(studentDetails)
      .innerJoin(users, eq(users.id, studentDetails.userId))
      .where(where);
    total = row?.n ?? 0;
  }
  const data = rows.map(
    (r): StudentListItem => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      role: 'student',
      status: r.status,
      must_change_password: r.mustChangePassword,
      locale: r.locale,
      digits: r.digits,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      created_by: r.createdBy && r.creatorName !== null ? { _id: r.createdBy, name: r.creatorName } : null,
      manages_institutions: [],
      manages_schools: [],
      teaching_assignments: [],
      studies_at_school: r.schoolId,
      student_details: { student_id: r.studentId, class_level: r.classLevel, parent_contact: r.parentContact },
      school: {
        _id: r.schoolId,
        name: r.schoolName,
        institution_id: { _id: r.institutionId, name: r.institutionName },
      },
    }),
  );
  return { data, pagination: pagination(total, q.page, q.limit) };
}
