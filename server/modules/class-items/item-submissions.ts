import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { schools, studentDetails, users } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import { iso } from './class-items';
import type { ClassItemKind, ItemRow, SubmissionRow } from './item-kind';

export async function ownSubmission<Sub extends SubmissionRow>(
  kind: ClassItemKind<ItemRow, Sub>,
  db: Db,
  itemId: string,
  studentId: string,
): Promise<Sub | null> {
  const { submissions } = kind;
  const [found] = await db
    .select()
    .from(submissions)
    .where(and(eq(kind.itemOf, itemId), eq(submissions.studentId, studentId)))
    .limit(1);
  return (found as Sub | undefined) ?? null;
}

/** Published items of the student's school and class, each with the student's own submission (or null). */
export async function assignedItems<Row extends ItemRow, Sub extends SubmissionRow>(
  kind: ClassItemKind<Row, Sub>,
  db: Db,
  user: Pick<AuthUser, 'id'>,
): Promise<{ row: Row; schoolName: string; submission: Sub | null }[]> {
  const [me] = await db.select().from(studentDetails).where(eq(studentDetails.userId, user.id)).limit(1);
  if (!me) return [];
  const { items, submissions } = kind;
  const rows = await db
    .select({ row: items, schoolName: schools.name, submission: submissions })
    .from(items)
    .innerJoin(schools, eq(schools.id, items.schoolId))
    .leftJoin(submissions, and(eq(kind.itemOf, items.id), eq(submissions.studentId, user.id)))
    .where(
      and(
        eq(items.schoolId, me.schoolId),
        eq(items.classLevel, me.classLevel.toUpperCase()),
        eq(items.published, true),
      ),
    )
    .orderBy(asc(items.dueAt), asc(items.id));
  return rows as unknown as { row: Row; schoolName: string; submission: Sub | null }[];
}

/** Every submission of one item with the student's name, newest first; `fields` adds the kind's own. */
export async function submissionsOf<Sub extends SubmissionRow, F>(
  kind: ClassItemKind<ItemRow, Sub>,
  db: Db,
  itemId: string,
  fields: (s: Sub) => F,
) {
  const { submissions } = kind;
  const rows = (await db
    .select({ s: submissions, name: users.name })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .where(eq(kind.itemOf, itemId))
    .orderBy(desc(submissions.submittedAt), asc(users.name))) as unknown as { s: Sub; name: string }[];
  return rows.map(({ s, name }) => ({
    _id: s.id,
    student_id: { _id: s.studentId, name },
    submitted_at: iso(s.submittedAt),
    ...fields(s),
  }));
}
