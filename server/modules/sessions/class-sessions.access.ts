import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { SESSION_MESSAGES as M } from '#contract/sessions';
import type { Db } from '#server/db/client';
import { cancelledSessions, classSessions } from '#server/db/schema/teaching';
import type { Actor } from '#server/lib/actor';
import { conflict, forbidden, notFound } from '#server/lib/errors';
import { canSeeClass, canSeeSchool } from '#server/lib/scope';
import { isUuid } from '#contract/list-query';
import type { SessionRow } from '#server/db/schema/teaching';

/** The session row, locked for the rest of the transaction when `lock` (changes to one session run one at a time). */
export async function find(db: Db, id: string, lock = false): Promise<SessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
  const [session] = lock ? await query.for('update') : await query;
  return session;
}

/**
 * The caller's record of a cancel of this id, if any. Records are the teacher's own (keyed by id and teacher): a
 * cancel of an id that was no session of the caller's leaves nothing another teacher's session collides with.
 */
export async function cancelledOf(db: Db, id: string, teacherId: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(cancelledSessions)
    .where(and(eq(cancelledSessions.id, id), eq(cancelledSessions.teacherId, teacherId)))
    .limit(1);
  return row;
}

/** Whether this id was a real session of another teacher's, since cancelled (its id stays theirs). */
export async function cancelledByAnother(db: Db, id: string, teacherId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cancelledSessions.id })
    .from(cancelledSessions)
    .where(
      and(
        eq(cancelledSessions.id, id),
        ne(cancelledSessions.teacherId, teacherId),
        isNotNull(cancelledSessions.session),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A session the caller may read: admins all; managers those of their schools; teachers their own and those
 * of the classes they teach. Anything else answers 404.
 */
export async function readableSession(actor: Actor, id: string): Promise<SessionRow> {
  const session = await find(actor.db, id);
  if (!session) throw notFound(M.notFound);
  const user = actor.user;
  if (session.teacherId === user.id) return session;
  const scope = await actor.scope();
  const visible =
    user.role === 'teacher'
      ? canSeeClass(scope, session.schoolId, session.classLevel)
      : canSeeSchool(scope, session.schoolId);
  if (!visible) throw notFound(M.notFound);
  return session;
}

/**
 * A session the caller may change (move, end, edit, delete): only the teacher who owns it. A session of a
 * school the caller cannot see answers 404; one they can see but do not own answers 403; one the caller
 * cancelled answers 409 with M.cancelled (a late change from another tab is refused, never applied).
 * `db`: the transaction the change runs in (the row is then locked).
 */
export async function ownSession(actor: Actor, id: string, db?: Db): Promise<SessionRow> {
  const session = await find(db ?? actor.db, id, Boolean(db));
  const user = actor.user;
  if (!session) {
    if (await cancelledOf(db ?? actor.db, id, user.id)) throw conflict(M.cancelled);
    throw notFound(M.notFound);
  }
  if (session.teacherId === user.id) return session;
  if (!canSeeSchool(await actor.scope(), session.schoolId)) throw notFound(M.notFound);
  throw forbidden(M.notOwner);
}
