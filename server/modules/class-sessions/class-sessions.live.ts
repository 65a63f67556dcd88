import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type EndSessionSchema,
  noMaterialMessage,
  SESSION_MESSAGES as M,
  type StartSlideSessionResponse,
  type StartSlideSessionSchema,
  type UpdateSlideSchema,
} from '../../../contract/class-sessions';
import { gradeOf } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema/people';
import { classSessions } from '../../db/schema/teaching';
import { logActivity } from '../../lib/activity';
import { currentUser } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { assertClassInScope, scopeOf } from '../../lib/scope';
import { materialForGrade, materialSummary } from '../course-materials/course-materials.service';
import { clientTime, isUuid, progressFor, recordPosition } from '../session-progress/session-progress.service';
import { ownSession } from './class-sessions.access';
import { type SessionRow, sessionView } from './class-sessions.view';

async function view(db: Db, id: string) {
  const session = await sessionView(db, id);
  if (!session) throw notFound(M.notFound);
  return session;
}

/**
 * Start Teaching Session: an upsert by the client's session id, so a start replayed from the outbox (or sent
 * twice) returns the same session. Resumes at the class's last visited slide.
 */
export async function startSlideSession(
  c: AppContext,
  input: v.InferOutput<typeof StartSlideSessionSchema>,
): Promise<StartSlideSessionResponse> {
  const user = currentUser(c);
  const db = c.var.db;
  const grade = gradeOf(input.class_level);
  if (!grade) throw fieldError('class_level', M.invalidClass);
  if (!isUuid(input.school_id)) throw notFound('School not found');
  assertClassInScope(await scopeOf(c), input.school_id, input.class_level);
  const material = await materialForGrade(db, grade);
  if (!material) throw notFound(noMaterialMessage(grade));
  const key = { schoolId: input.school_id, classLevel: input.class_level };
  const [progress] = await progressFor(db, [key]);

  const id = input.session_id?.toLowerCase() ?? randomUUID();
  let [session] = await db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
  if (!session) {
    const [school] = await db
      .select({ institutionId: schools.institutionId })
      .from(schools)
      .where(eq(schools.id, key.schoolId));
    if (!school) throw notFound('School not found');
    const resume = Math.min(
      Math.max(1, input.starting_slide ?? progress?.progress.lastSlideVisited ?? 1),
      material.totalSlides,
    );
    const startedAt = clientTime(input.started_at);
    const inserted = await db
      .insert(classSessions)
      .values({
        id,
        teacherId: user.id,
        ...key,
        institutionId: school.institutionId,
        grade,
        status: 'in_progress',
        sessionDate: startedAt,
        startingSlide: resume,
        endingSlide: resume,
        currentSlide: resume,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: classSessions.id });
    [session] = await db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
    if (inserted.length > 0) {
      await logActivity(db, {
        actorId: user.id,
        action: 'session_started',
        entityType: 'class_session',
        entityId: id,
        description: `${user.name} started teaching Class ${key.classLevel} at slide ${resume}`,
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
  return {
    session: await view(db, id),
    courseMaterial: {
      _id: material._id,
      class: material.class,
      version: material.version,
      totalSlides: material.totalSlides,
      slides: material.slides,
    },
    progress: { lastSlideVisited: session.currentSlide, furthestSlide: progress?.progress.furthestSlide ?? 0 },
  };
}

/** Applies a position if it is newer than the last applied one; the session's furthest slide is a maximum. */
async function applyPosition(db: Db, session: SessionRow, requested: number, at: Date): Promise<boolean> {
  const material = await materialSummary(db, session.grade);
  const slide = material ? Math.min(requested, material.totalSlides) : requested;
  const furthest = sql`greatest(${classSessions.endingSlide}, ${slide})`;
  const live = and(eq(classSessions.id, session.id), eq(classSessions.status, 'in_progress'));
  const [applied] = await db
    .update(classSessions)
    .set({ currentSlide: slide, positionAt: at, endingSlide: furthest, updatedAt: new Date() })
    .where(and(live, or(isNull(classSessions.positionAt), lt(classSessions.positionAt, at))))
    .returning({ id: classSessions.id });
  if (!applied) await db.update(classSessions).set({ endingSlide: furthest, updatedAt: new Date() }).where(live);
  await recordPosition(db, { schoolId: session.schoolId, classLevel: session.classLevel }, slide, at);
  return Boolean(applied);
}

export async function updateSlide(c: AppContext, id: string, input: v.InferOutput<typeof UpdateSlideSchema>) {
  const session = await ownSession(c, id);
  // An ended session keeps its final position; a late move (replayed out of order) changes nothing.
  const applied =
    session.status === 'in_progress' &&
    (await applyPosition(c.var.db, session, input.currentSlide, clientTime(input.clientTimestamp)));
  return { session: await view(c.var.db, id), applied };
}

/** End Session: records attendance once. A repeat (a retry or a replay) returns the session as it ended. */
export async function endSession(c: AppContext, id: string, input: v.InferOutput<typeof EndSessionSchema>) {
  const db = c.var.db;
  const session = await ownSession(c, id);
  if (session.status === 'ended') return { session: await view(db, id), message: 'Session ended' };
  const endedAt = clientTime(input.clientTimestamp);
  if (input.currentSlide) await applyPosition(db, session, input.currentSlide, endedAt);
  const [ended] = await db
    .update(classSessions)
    .set({
      status: 'ended',
      studentsAttended: input.students_attended,
      totalStudents: input.total_students,
      notes: input.notes,
      endedAt,
      updatedAt: new Date(),
    })
    .where(and(eq(classSessions.id, id), eq(classSessions.status, 'in_progress')))
    .returning();
  const result = await view(db, id);
  if (ended) {
    await logActivity(db, {
      actorId: currentUser(c).id,
      action: 'session_ended',
      entityType: 'class_session',
      entityId: id,
      description: `${result.teacher_id.name} taught Class ${result.class_level} at ${result.school_id.name} (slides ${result.starting_slide}–${result.ending_slide}, ${result.students_attended}/${result.total_students} present)`,
    });
  }
  return { session: result, message: 'Session ended' };
}
