import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type EndSessionSchema,
  nextSlideOf,
  noMaterialMessage,
  SESSION_MESSAGES as M,
  type StartSlideSessionSchema,
  type UpdateSlideSchema,
} from '#contract/sessions';
import type { StartSlideSessionResponse } from '#contract/sessions-types';
import { gradeOf } from '#contract/class-level';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { type Actor, actorTime } from '#server/lib/actor';
import { conflict, fieldError, notFound } from '#server/lib/errors';
import { assertClassInScope } from '#server/lib/scope';
import { materialForGrade } from '../course-materials/course-materials.service';
import { newerPosition, type Position, positionValues, progressFor, recordPosition } from './session-progress.service';
import { isUuid } from '#contract/list-query';
import { cancelledByAnother, cancelledOf, ownSession } from './class-sessions.access';
import { isClosed, keepFurthest } from './live-sessions';
import { markIssuesOf, recordRollCall } from './roll-call';
import type { SessionRow } from '#server/db/schema/teaching';
import { sessionView } from './class-sessions.view';

/** Runs `work` in one transaction: a request applies whole or not at all. Scope is read first (outside it). */
export async function inTransaction<T>(actor: Actor, work: (tx: Db) => Promise<T>): Promise<T> {
  await actor.scope();
  return actor.db.transaction((raw) => work(raw as unknown as Db));
}

/**
 * Start Teaching Session: an upsert by the client's session id, so a start replayed from the outbox (or sent
 * twice) returns the same session. Resumes at the slide the device says it showed (it knows of changes the server
 * does not have yet), else at the class's last visited slide. A start of a session cancelled meanwhile is refused.
 */
export async function startSlideSession(
  actor: Actor,
  input: v.InferOutput<typeof StartSlideSessionSchema>,
): Promise<StartSlideSessionResponse> {
  const user = actor.user;
  const grade = gradeOf(input.class_level);
  if (!grade) throw fieldError('class_level', M.invalidClass);
  if (!isUuid(input.school_id)) throw notFound('School not found');
  assertClassInScope(await actor.scope(), input.school_id, input.class_level);
  const material = await materialForGrade(actor.db, grade);
  if (!material) throw notFound(noMaterialMessage(grade));
  const key = { schoolId: input.school_id, classLevel: input.class_level };
  const id = input.session_id?.toLowerCase() ?? randomUUID();

  const { session, progress, created } = await inTransaction(actor, async (db) => {
    if (await cancelledOf(db, id, user.id)) throw conflict(M.cancelled);
    // Another teacher's session, cancelled: its late changes must still find the id theirs.
    if (await cancelledByAnother(db, id, user.id)) throw conflict(M.idInUse);
    const [progress] = await progressFor(db, [key]);
    let [session] = await db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
    let created = false;
    if (!session) {
      const [school] = await db
        .select({ institutionId: schools.institutionId })
        .from(schools)
        .where(eq(schools.id, key.schoolId));
      if (!school) throw notFound('School not found');
      // What the device showed is recorded as it was, within the deck (a device without the deck shows the
      // server's, clamped); the server's own suggestion stays within its deck too.
      const resume =
        input.starting_slide === undefined
          ? nextSlideOf(progress?.progress.lastSlideVisited, material.totalSlides)
          : Math.min(input.starting_slide, material.totalSlides);
      const position: Position = {
        slide: resume,
        at: actorTime(actor, input.started_at),
        deviceId: input.device_id,
        seq: input.seq,
      };
      const stamped = Boolean(input.device_id && input.seq);
      const inserted = await db
        .insert(classSessions)
        .values({
          id,
          teacherId: user.id,
          ...key,
          institutionId: school.institutionId,
          grade,
          status: 'in_progress',
          sessionDate: position.at,
          startingSlide: resume,
          endingSlide: resume,
          currentSlide: resume,
          // A stamped start is the device's first change: its later positions order after it by their counter.
          positionAt: stamped ? position.at : null,
          positionDevice: position.deviceId ?? null,
          positionSeq: position.seq ?? null,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: classSessions.id });
      [session] = await db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
      created = inserted.length > 0;
      if (created) {
        if (stamped) await recordPosition(db, key, position);
        await logActivity(db, {
          actorId: user.id,
          action: 'session_started',
          entityType: 'class_session',
          entityId: id,
          description: ACTIVITY_MESSAGES.startedSession(user.name, key.classLevel, String(resume)),
        });
      }
    }
    if (
      !session ||
      session.teacherId !== user.id ||
      session.schoolId !== key.schoolId ||
      session.classLevel !== key.classLevel
    ) {
      throw conflict(M.idInUse);
    }
    return { session, progress, created };
  });
  return {
    session: await sessionView(actor.db, id),
    courseMaterial: {
      _id: material._id,
      class: material.class,
      version: material.version,
      totalSlides: material.totalSlides,
      slides: material.slides,
    },
    progress: { lastSlideVisited: session.currentSlide, furthestSlide: progress?.progress.furthestSlide ?? 0 },
    applied: created,
  };
}

/**
 * Applies a position to a session in progress: the current slide when it is newer (newerPosition: one device's
 * changes by its counter, never by its clock), the furthest slide as a maximum of every value sent. Positions are
 * kept as recorded (an older, longer deck may have shown them). Also records the class's progress.
 */
async function applyPosition(db: Db, session: SessionRow, p: Position, furthest: number): Promise<boolean> {
  const s = classSessions;
  const newer = newerPosition({ at: s.positionAt, device: s.positionDevice, seq: s.positionSeq }, p);
  const v = positionValues(p);
  const pick = (
    column: typeof s.currentSlide | typeof s.positionAt | typeof s.positionDevice | typeof s.positionSeq,
    value: unknown,
  ) => sql`case when ${newer} then ${value} else ${column} end`;
  const [row] = await db
    .update(s)
    .set({
      currentSlide: pick(s.currentSlide, v.slide),
      positionAt: pick(s.positionAt, v.at),
      positionDevice: pick(s.positionDevice, v.device),
      positionSeq: pick(s.positionSeq, v.seq),
      endingSlide: sql`greatest(${s.endingSlide}, ${Math.max(furthest, p.slide)}::int)`,
      updatedAt: new Date(),
    })
    .where(and(eq(s.id, session.id), eq(s.status, 'in_progress')))
    .returning({ seq: s.positionSeq, device: s.positionDevice, at: s.positionAt, slide: s.currentSlide });
  await recordPosition(db, { schoolId: session.schoolId, classLevel: session.classLevel }, p, furthest);
  if (!row) return false;
  return p.seq && p.deviceId
    ? row.seq === p.seq && row.device === p.deviceId
    : row.at?.getTime() === p.at.getTime() && row.slide === p.slide;
}

export async function updateSlide(actor: Actor, id: string, input: v.InferOutput<typeof UpdateSlideSchema>) {
  const position: Position = {
    slide: input.currentSlide,
    at: actorTime(actor, input.clientTimestamp),
    deviceId: input.deviceId,
    seq: input.seq,
  };
  return inTransaction(actor, async (db) => {
    const session = await ownSession(actor, id, db);
    const furthest = input.furthestSlide ?? input.currentSlide;
    // An ended session keeps its final position; a late move (replayed out of order) only counts how far it went.
    if (session.status === 'ended') await keepFurthest(db, session, position, furthest);
    const applied = session.status === 'in_progress' && (await applyPosition(db, session, position, furthest));
    return { session: await sessionView(db, id), applied };
  });
}

/**
 * End Session: records attendance, the final position and the furthest slide once, in one transaction. A repeat
 * (a retry or a replay) returns the session as it ended (applied: false); an end of a cancelled class is refused.
 */
export async function endSession(actor: Actor, id: string, input: v.InferOutput<typeof EndSessionSchema>) {
  const endedAt = actorTime(actor, input.clientTimestamp);
  return inTransaction(actor, async (db) => {
    const session = await ownSession(actor, id, db);
    // A session closed from another device (no attendance) still takes the attendance its own device recorded.
    const closed = isClosed(session);
    if (session.status === 'ended' && !closed) {
      // The first end keeps its attendance; a second end (another device's) still counts how far it went.
      if (input.currentSlide) {
        const position = { slide: input.currentSlide, at: endedAt, deviceId: input.deviceId, seq: input.seq };
        await keepFurthest(db, session, position, input.furthestSlide ?? input.currentSlide);
      }
      return {
        session: await sessionView(db, id),
        message: 'Session ended',
        applied: false,
        mark_issues: await markIssuesOf(db, id),
      };
    }
    if (input.currentSlide) {
      const position = { slide: input.currentSlide, at: endedAt, deviceId: input.deviceId, seq: input.seq };
      const furthest = input.furthestSlide ?? input.currentSlide;
      if (closed) await keepFurthest(db, session, position, furthest);
      else await applyPosition(db, session, position, furthest);
    }
    await db
      .update(classSessions)
      .set({
        status: 'ended',
        studentsAttended: input.students_attended,
        totalStudents: input.total_students,
        notes: input.notes,
        endedAt,
        updatedAt: new Date(),
      })
      .where(eq(classSessions.id, id));
    if (input.absent_student_ids) await recordRollCall(db, session, input.absent_student_ids);
    const result = await sessionView(db, id);
    await logActivity(db, {
      actorId: actor.user.id,
      action: 'session_ended',
      entityType: 'class_session',
      entityId: id,
      description: ACTIVITY_MESSAGES.taughtSession(
        result.teacher_id.name,
        result.class_level,
        result.school_id.name,
        String(result.starting_slide),
        String(result.ending_slide),
        String(result.students_attended),
        String(result.total_students),
      ),
    });
    // Marks the server did not take go back to the device that sent them: its 'Needs attention'.
    return { session: result, message: 'Session ended', applied: true, mark_issues: await markIssuesOf(db, id) };
  });
}
