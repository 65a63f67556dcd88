import { sql } from 'drizzle-orm';
import type { ClassRosterResponse, ClassRosterStudent } from '../../../contract/classes';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { canSeeClass, type Scope } from '../../lib/scope';
import { rows } from '../analytics/sql';

const DAY = 86_400_000;

/**
 * The students in a class on a date or at a moment, from the membership history (class_memberships): a student moved
 * to another class later is still in the roster of the days before, one who joined later is not. A date
 * (YYYY-MM-DD, UTC) covers the whole day; a date-time is one moment; none is now.
 */
export async function classRoster(
  db: Db,
  scope: Scope,
  schoolId: string,
  classLevel: string,
  date?: string,
): Promise<ClassRosterResponse> {
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound('Class not found');
  const from = date ? new Date(date) : new Date();
  // A day is [midnight, next midnight), as the roll call counts it; a moment is one instant.
  const day = date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const to = day ? new Date(from.getTime() + DAY) : from;
  const joinedBy = day
    ? sql`m.joined_at < ${to.toISOString()}::timestamptz`
    : sql`m.joined_at <= ${to.toISOString()}::timestamptz`;
  const students = await rows<ClassRosterStudent>(
    db,
    sql`
    select distinct on (u.name, u.id) u.id as "_id", u.name, coalesce(sd.student_id, '') as student_id
    from class_memberships m
    join users u on u.id = m.student_id
    left join student_details sd on sd.user_id = m.student_id
    where m.school_id = ${schoolId} and m.class_level = ${classLevel}
      and ${joinedBy}
      and (m.left_at is null or m.left_at > ${from.toISOString()}::timestamptz)
    order by u.name, u.id`,
  );
  return { school_id: schoolId, class_level: classLevel, students };
}
