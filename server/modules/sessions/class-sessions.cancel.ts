import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { type CancelSessionSchema, SESSION_MESSAGES as M } from '#contract/sessions';
import { isUuid } from '#contract/list-query';
import { cancelledSessions, classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { type Actor, actorTime } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/errors';
import { cancelledOf, find, ownSession } from './class-sessions.access';
import { inTransaction } from './class-sessions.live';
import { recomputeProgress } from './session-progress.service';

/**
 * Cancel Session: the session is removed, so it counts nowhere (analytics, missed, pending tasks, history), and its
 * class's progress is worked out again without it; a record of the cancel refuses its late changes. A repeat
 * answers again (applied: false); a cancel of an ended class is refused (the end came first). A cancel that
 * arrives before its start (the start was discarded on the device) is recorded, so the start is refused later.
 * Records are the caller's own: another teacher's cancel of an id, used or not, blocks nothing of this teacher's.
 */
export async function cancelSession(actor: Actor, id: string, input: v.InferOutput<typeof CancelSessionSchema>) {
  const user = actor.user;
  if (!isUuid(id)) throw notFound(M.notFound);
  const cancelledAt = actorTime(actor, input.clientTimestamp);
  const done = (applied: boolean) => ({ message: 'Session cancelled', applied });
  return inTransaction(actor, async (db) => {
    // The row locked first: of two cancels at once, the second finds it gone and the first's record.
    const session = await find(db, id, true);
    if (!session) {
      if (await cancelledOf(db, id, user.id)) return done(false);
      const marked = await db
        .insert(cancelledSessions)
        .values({ id, teacherId: user.id, cancelledAt })
        .onConflictDoNothing()
        .returning({ id: cancelledSessions.id });
      return done(marked.length > 0);
    }
    if (session.teacherId !== user.id) await ownSession(actor, id, db); // 404 or 403, as for any other change
    if (session.status === 'ended') throw conflict(M.alreadyEnded);
    const record = {
      schoolId: session.schoolId,
      classLevel: session.classLevel,
      cancelledAt,
      session: JSON.parse(JSON.stringify(session)) as Record<string, unknown>,
    };
    // A record of this teacher's cancel before the start reached the server (a start discarded, then sent again
    // by hand) takes the session it now cancels.
    await db
      .insert(cancelledSessions)
      .values({ id, teacherId: user.id, ...record })
      .onConflictDoUpdate({ target: [cancelledSessions.id, cancelledSessions.teacherId], set: record });
    await db.delete(classSessions).where(eq(classSessions.id, id));
    await recomputeProgress(db, { schoolId: session.schoolId, classLevel: session.classLevel });
    await logActivity(db, {
      actorId: user.id,
      action: 'session_cancelled',
      entityType: 'class_session',
      entityId: id,
      description: ACTIVITY_MESSAGES.cancelledSession(
        user.name,
        session.classLevel,
        session.sessionDate.toISOString().slice(0, 16).replace('T', ' '),
      ),
    });
    return done(true);
  });
}
