import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { SESSION_MESSAGES as M, type SessionRecordSchema, type SessionUpdateSchema } from '#contract/sessions';
import { gradeOf } from '#contract/class-level';
import { schools } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { Actor } from '#server/lib/actor';
import { fieldError, notFound } from '#server/lib/errors';
import { assertClassInScope } from '#server/lib/scope';
import type { Db } from '#server/db/client';
import { recomputeProgress, recordPosition } from './session-progress.service';
import { isUuid } from '#contract/list-query';
import { ownSession } from './class-sessions.access';
import { sessionView } from './class-sessions.view';
import { absentIdsOf, replaceRollCall } from './roll-call';

const DAY = 86_400_000;

/** The school and class of a recorded session, checked against the teacher's classes. */
async function placement(actor: Actor, schoolId: string, classLevel: string) {
  const grade = gradeOf(classLevel);
  if (!grade) throw fieldError('class_level', M.invalidClass);
  if (!isUuid(schoolId)) throw notFound('School not found');
  assertClassInScope(await actor.scope(), schoolId, classLevel);
  const [school] = await actor.db
    .select({ institutionId: schools.institutionId })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw notFound('School not found');
  return { schoolId, classLevel, grade, institutionId: school.institutionId };
}

function sessionDate(value: string | undefined, fallback: Date): Date {
  if (!value) return fallback;
  const date = new Date(value);
  if (date.getTime() > Date.now() + DAY) throw fieldError('session_date', 'The session date cannot be in the future');
  return date;
}

/** POST /class-sessions: a session logged after the fact (ended, with its slide range and attendance). */
export async function createSession(actor: Actor, input: v.InferOutput<typeof SessionRecordSchema>) {
  const user = actor.user;
  const where = await placement(actor, input.school_id, input.class_level);
  const date = sessionDate(input.session_date, new Date());
  const [row] = await actor.db
    .insert(classSessions)
    .values({
      teacherId: user.id,
      ...where,
      status: 'ended',
      sessionDate: date,
      startingSlide: input.starting_slide,
      endingSlide: input.ending_slide,
      currentSlide: input.ending_slide,
      positionAt: date,
      studentsAttended: input.students_attended,
      totalStudents: input.total_students,
      notes: input.notes,
      endedAt: date,
    })
    .returning({ id: classSessions.id });
  if (!row) throw new Error('createSession: no row returned');
  await recordPosition(actor.db, where, { slide: input.ending_slide, at: date });
  const session = await sessionView(actor.db, row.id);
  await logActivity(actor.db, {
    actorId: user.id,
    action: 'session_logged',
    entityType: 'class_session',
    entityId: row.id,
    description: ACTIVITY_MESSAGES.loggedSession(user.name, where.classLevel, String(session?.school_id.name)),
  });
  return session;
}

/** PUT /class-sessions/{id}: the owner edits any fields; the rules hold on the merged session. */
export async function updateSession(actor: Actor, id: string, input: v.InferOutput<typeof SessionUpdateSchema>) {
  const user = actor.user;
  const existing = await ownSession(actor, id);
  const schoolId = input.school_id ?? existing.schoolId;
  const classLevel = input.class_level ?? existing.classLevel;
  const moved = schoolId !== existing.schoolId || classLevel !== existing.classLevel;
  const where = moved ? await placement(actor, schoolId, classLevel) : {};
  const starting = input.starting_slide ?? existing.startingSlide;
  const ending = input.ending_slide ?? existing.endingSlide;
  if (starting > ending) throw fieldError('starting_slide', M.startAfterEnd);
  const attended = input.students_attended ?? existing.studentsAttended;
  const total = input.total_students ?? existing.totalStudents;
  if (attended === null || total === null) throw fieldError('students_attended', M.attendanceRequired);
  if (attended > total) throw fieldError('students_attended', M.attendedExceedsTotal);
  const date = sessionDate(input.session_date, existing.sessionDate);
  // The roll call (issue 17): a new one replaces the marks; kept, it must still make the numbers; a session moved
  // to another class or day has its marks checked again against who belonged there.
  const marks =
    input.absent_student_ids !== undefined
      ? input.absent_student_ids && [...new Set(input.absent_student_ids.map((i) => i.toLowerCase()))]
      : existing.rollCall
        ? await absentIdsOf(actor.db, id)
        : undefined;
  if (marks && marks.length > total) throw fieldError('absent_student_ids', M.absentExceedTotal);
  if (marks && attended + marks.length !== total) throw fieldError('students_attended', M.rollCallCounts);
  const recheck =
    marks !== undefined && (input.absent_student_ids !== undefined || moved || input.session_date !== undefined);

  await actor.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx
      .update(classSessions)
      .set({
        ...where,
        sessionDate: date,
        startingSlide: starting,
        endingSlide: ending,
        currentSlide: Math.min(Math.max(existing.currentSlide, starting), ending),
        studentsAttended: attended,
        totalStudents: total,
        notes: input.notes ?? existing.notes,
        updatedAt: new Date(),
      })
      .where(eq(classSessions.id, id))
      .returning();
    if (row && recheck) await replaceRollCall(tx, row, marks ?? null);
  });
  if (input.ending_slide !== undefined || moved) {
    await recordPosition(actor.db, { schoolId, classLevel }, { slide: ending, at: date });
  }
  await logActivity(actor.db, {
    actorId: user.id,
    action: 'session_updated',
    entityType: 'class_session',
    entityId: id,
    description: ACTIVITY_MESSAGES.editedSession(user.name, classLevel, date.toISOString().slice(0, 10)),
  });
  return sessionView(actor.db, id);
}

export async function deleteSession(actor: Actor, id: string) {
  const user = actor.user;
  const existing = await ownSession(actor, id);
  await actor.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.delete(classSessions).where(eq(classSessions.id, id));
    // A deleted session counts nowhere, the class's progress included.
    await recomputeProgress(tx, { schoolId: existing.schoolId, classLevel: existing.classLevel });
  });
  await logActivity(actor.db, {
    actorId: user.id,
    action: 'session_deleted',
    entityType: 'class_session',
    entityId: id,
    description: ACTIVITY_MESSAGES.deletedSession(
      user.name,
      existing.classLevel,
      existing.sessionDate.toISOString().slice(0, 10),
    ),
  });
}
