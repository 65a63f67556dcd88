import { and, asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { CLOSED_NOTE, type CloseSessionSchema, SESSION_MESSAGES as M } from '#contract/sessions';
import type { LiveSessionsResponse } from '#contract/sessions-types';
import type { Db } from '#server/db/client';
import { classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { type Actor, actorTime } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { type Position, recordPosition } from './session-progress.service';
import { isUuid } from '#contract/list-query';
import { ownSession } from './class-sessions.access';
import type { SessionRow } from '#server/db/schema/teaching';
import { sessionQuery, sessionView, toSessionView } from './class-sessions.view';

/**
 * One live session per class and teacher (issue 15). A teacher who starts a class already in progress on another
 * device is asked first (GET /live); a start made offline goes ahead, and the device shows the conflict once it
 * syncs. Both sessions are kept until the teacher chooses: the one not chosen is closed (ended, no attendance).
 */
export async function liveSessions(actor: Actor, schoolId: string, classLevel: string): Promise<LiveSessionsResponse> {
  if (!isUuid(schoolId)) return { sessions: [] };
  const rows = await sessionQuery(actor.db)
    .where(
      and(
        eq(classSessions.teacherId, actor.user.id),
        eq(classSessions.schoolId, schoolId.toLowerCase()),
        eq(classSessions.classLevel, classLevel),
        eq(classSessions.status, 'in_progress'),
      ),
    )
    .orderBy(asc(classSessions.sessionDate), asc(classSessions.id));
  return { sessions: rows.map(toSessionView) };
}

/** POST /class-sessions/{id}/close: ends an in-progress session without attendance; a repeat changes nothing. */
export async function closeSession(actor: Actor, id: string, input: v.InferOutput<typeof CloseSessionSchema>) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const endedAt = actorTime(actor, input.clientTimestamp);
  // PGlite has one connection: the scope is read before the transaction, never inside it.
  await actor.scope();
  return actor.db.transaction(async (raw) => {
    const db = raw as unknown as Db;
    const session = await ownSession(actor, id, db);
    if (session.status !== 'in_progress') return { session: await sessionView(db, id), applied: false };
    await db
      .update(classSessions)
      .set({ status: 'ended', notes: CLOSED_NOTE, endedAt, updatedAt: new Date() })
      .where(and(eq(classSessions.id, id), eq(classSessions.status, 'in_progress')));
    await logActivity(db, {
      actorId: actor.user.id,
      action: 'session_closed',
      entityType: 'class_session',
      entityId: id,
      description: ACTIVITY_MESSAGES.closedSession(actor.user.name, session.classLevel),
    });
    return { session: await sessionView(db, id), applied: true };
  });
}

/** Closed from another device (POST /close), with no attendance yet. */
export const isClosed = (s: SessionRow) =>
  s.status === 'ended' && s.studentsAttended === null && s.notes === CLOSED_NOTE;

/**
 * A position that reaches an ended session: its final position stays, but how far a device went still counts (the
 * session's furthest slide, the class's progress). With one device this changes nothing (its end carries the
 * furthest and orders after its moves); with two (issue 15) it keeps what the other device taught: one closed from
 * elsewhere still teaching, or one continued on a second device after the first ended it.
 */
export async function keepFurthest(db: Db, session: SessionRow, p: Position, furthest: number) {
  await db
    .update(classSessions)
    .set({ endingSlide: sql`greatest(${classSessions.endingSlide}, ${Math.max(furthest, p.slide)}::int)` })
    .where(eq(classSessions.id, session.id));
  await recordPosition(db, { schoolId: session.schoolId, classLevel: session.classLevel }, p, furthest);
}
