import { and, asc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ClassRosterResponse } from '#contract/classes';
import type { Db } from '#server/db/client';
import { classMemberships, studentDetails, users } from '#server/db/schema/people';
import { notFound } from '#server/lib/errors';
import { canSeeClass, type Scope } from '#server/lib/scope';

const DAY = 86_400_000;

/** A UTC day [midnight, next midnight) or one moment: when someone was in a class. */
export type Span = { from: Date; to: Date } | { at: Date };
export const dayOf = (time: Date): { from: Date; to: Date } => {
  const from = new Date(Math.floor(time.getTime() / DAY) * DAY);
  return { from, to: new Date(from.getTime() + DAY) };
};

/**
 * The one definition of 'in the class' (issue 17), for the roster and the roll call alike: a stay in the class
 * (class_memberships) that overlaps the day, or holds the moment.
 */
export function inClassDuring(schoolId: string, classLevel: string, span: Span): SQL | undefined {
  const m = classMemberships;
  const [from, joinedBy] = 'at' in span ? [span.at, lte(m.joinedAt, span.at)] : [span.from, lt(m.joinedAt, span.to)];
  return and(
    eq(m.schoolId, schoolId),
    eq(m.classLevel, classLevel),
    joinedBy,
    or(isNull(m.leftAt), gt(m.leftAt, from)),
  );
}

/** inClassDuring for a stay already read: whether it overlaps the day (the same rule, in memory). */
export const stayCovers = (stay: { joinedAt: Date; leftAt: Date | null }, day: { from: Date; to: Date }) =>
  stay.joinedAt < day.to && (stay.leftAt === null || stay.leftAt > day.from);

/** Of these students, those in the class during the span. */
export async function membersAmong(db: Db, schoolId: string, classLevel: string, span: Span, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: classMemberships.studentId })
    .from(classMemberships)
    .where(and(inClassDuring(schoolId, classLevel, span), inArray(classMemberships.studentId, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The students in a class on a date or at a moment, from the membership history: a student moved to another class
 * later is still in the roster of the days before, one who joined later is not. A date (YYYY-MM-DD, UTC) covers the
 * whole day; a date-time is one moment; none is now.
 */
export async function classRoster(
  db: Db,
  scope: Scope,
  schoolId: string,
  classLevel: string,
  date?: string,
): Promise<ClassRosterResponse> {
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound('Class not found');
  const span: Span =
    date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayOf(new Date(date)) : { at: date ? new Date(date) : new Date() };
  const students = await db
    .selectDistinct({
      _id: users.id,
      name: users.name,
      student_id: sql<string>`coalesce(${studentDetails.studentId}, '')`,
    })
    .from(classMemberships)
    .innerJoin(users, eq(users.id, classMemberships.studentId))
    .leftJoin(studentDetails, eq(studentDetails.userId, classMemberships.studentId))
    .where(inClassDuring(schoolId, classLevel, span))
    .orderBy(asc(users.name), asc(users.id));
  return { school_id: schoolId, class_level: classLevel, students };
}
