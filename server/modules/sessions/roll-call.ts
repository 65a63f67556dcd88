import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { classSessions, sessionAbsences, sessionMarkIssues } from '#server/db/schema/teaching';
import { dayOf, membersAmong } from '../classes/class-roster';
import type { SessionRow } from '#server/db/schema/teaching';

/** Why a mark was not taken: the student did not belong to the class that day. */
export const notInClass = (classLevel: string, day: string) => `Not in Class ${classLevel} on ${day}`;

/**
 * A roll call taken at the end of a class (issue 17), written with the end in its transaction, so it is applied
 * exactly once like the rest of the end. Marks for students who belonged to the class on the session's date (UTC
 * day, from the membership history) are kept; any other mark is listed with its reason ('Needs attention'), not
 * dropped in silence: a roster that changed while the device was offline.
 */
export async function recordRollCall(db: Db, session: SessionRow, absentIds: string[]) {
  const ids = [...new Set(absentIds.map((id) => id.toLowerCase()))];
  const day = dayOf(session.sessionDate);
  const belong = await membersAmong(db, session.schoolId, session.classLevel, day, ids);
  await db.update(classSessions).set({ rollCall: true }).where(eq(classSessions.id, session.id));
  const absent = ids.filter((id) => belong.has(id));
  if (absent.length > 0) {
    await db
      .insert(sessionAbsences)
      .values(absent.map((studentId) => ({ sessionId: session.id, studentId })))
      .onConflictDoNothing();
  }
  const strangers = ids.filter((id) => !belong.has(id));
  if (strangers.length > 0) {
    const reason = notInClass(session.classLevel, day.from.toISOString().slice(0, 10));
    await db
      .insert(sessionMarkIssues)
      .values(strangers.map((studentId) => ({ sessionId: session.id, studentId, reason })))
      .onConflictDoNothing();
  }
}

/**
 * The marks of a session's roll call that were not taken, with the student's name and the reason: the teacher's
 * 'Needs attention' (the end-session answer carries them to the device that sent the roll call).
 */
export async function markIssuesOf(db: Db, sessionId: string) {
  return db
    .select({ student_id: sessionMarkIssues.studentId, name: users.name, reason: sessionMarkIssues.reason })
    .from(sessionMarkIssues)
    .leftJoin(users, eq(users.id, sessionMarkIssues.studentId))
    .where(eq(sessionMarkIssues.sessionId, sessionId))
    .orderBy(asc(sessionMarkIssues.studentId))
    .then((rows) => rows.map((r) => ({ ...r, name: r.name ?? 'A former student' })));
}

/** The absent students of a session's roll call. */
export async function absentIdsOf(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessionAbsences.studentId })
    .from(sessionAbsences)
    .where(eq(sessionAbsences.sessionId, sessionId));
  return rows.map((r) => r.id);
}

/**
 * An edited session's roll call (Edit Session): the marks are replaced, or removed (null: the numbers alone), in
 * the caller's transaction. `session` is the session as edited (its class and date decide who belonged).
 */
export async function replaceRollCall(db: Db, session: SessionRow, absentIds: string[] | null) {
  await db.delete(sessionAbsences).where(eq(sessionAbsences.sessionId, session.id));
  await db.delete(sessionMarkIssues).where(eq(sessionMarkIssues.sessionId, session.id));
  if (absentIds) await recordRollCall(db, session, absentIds);
  else await db.update(classSessions).set({ rollCall: false }).where(eq(classSessions.id, session.id));
}
