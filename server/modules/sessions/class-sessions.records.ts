import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  SESSION_MESSAGES as M,
  type SessionFilterSchema,
  type SessionListQuerySchema,
  type SessionRecordSchema,
  type SessionUpdateSchema,
} from '#contract/sessions';
import type { SessionListResponse } from '#contract/sessions-types';
import { gradeOf } from '#contract/constants';
import { SESSION_EXPORT_MAX, SESSION_EXPORT_MESSAGES, sessionsCsv } from '#contract/sessions-export';
import { pagination } from '#contract/pagination';
import { schools } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { logActivity } from '#server/lib/activity';
import { currentUser } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { fieldError, notFound } from '#server/lib/errors';
import { assertClassInScope, scopeOf } from '#server/lib/scope';
import type { Db } from '#server/db/client';
import { recomputeProgress, recordPosition } from './session-progress.service';
import { isUuid } from '#contract/list-query';
import { ownSession } from './class-sessions.access';
import { sessionQuery, sessionView, toSessionView } from './class-sessions.view';
import { absentIdsOf, replaceRollCall } from './roll-call';

const DAY = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the caller may list: admins all; teachers their own sessions and their classes'; managers their schools'. */
async function scopeCondition(c: AppContext): Promise<SQL | undefined | false> {
  const user = currentUser(c);
  const scope = await scopeOf(c);
  if (scope.all) return undefined;
  if (user.role === 'teacher') {
    const classes = [...(scope.classesBySchool ?? new Map<string, string[]>())]
      .filter(([, labels]) => labels.length > 0)
      .map(([schoolId, labels]) =>
        and(
          eq(classSessions.schoolId, schoolId),
          inArray(
            classSessions.classLevel,
            labels.map((l) => l.toUpperCase()),
          ),
        ),
      );
    return or(eq(classSessions.teacherId, user.id), ...classes);
  }
  return scope.schoolIds.length > 0 ? inArray(classSessions.schoolId, scope.schoolIds) : false;
}

export async function listSessions(
  c: AppContext,
  query: v.InferOutput<typeof SessionListQuerySchema>,
): Promise<SessionListResponse> {
  const { page, limit } = query;
  const empty = {
    data: [],
    pagination: { ...pagination(0, page, limit), total_sessions: 0 },
    ...(query.stats === 'true' ? { stats: statsView({ sessions: 0, average: null }) } : {}),
  };
  const where = await sessionFilter(c, query);
  if (where === false) return empty;
  const db = c.var.db;
  const [figures] = await (query.stats === 'true' ? sessionStats(db) : db.select({ sessions: count() }))
    .from(classSessions)
    .where(where);
  const total = figures?.sessions ?? 0;
  const rows = await pageOf(db, where, page, limit, total);
  return {
    data: rows.map(toSessionView),
    pagination: { ...pagination(total, page, limit), total_sessions: total },
    ...(query.stats === 'true' && figures ? { stats: statsView(figures) } : {}),
  };
}

/**
 * GET /class-sessions/export: every session the filter matches in the caller's scope, newest first, as CSV
 * (contract/sessions-export.ts). More than SESSION_EXPORT_MAX is refused with a field message, nothing sent.
 */
export async function exportSessions(c: AppContext, query: v.InferOutput<typeof SessionFilterSchema>) {
  const where = await sessionFilter(c, query);
  if (where === false) return sessionsCsv([]);
  const db = c.var.db;
  const [figures] = await db.select({ sessions: count() }).from(classSessions).where(where);
  const total = figures?.sessions ?? 0;
  if (total > SESSION_EXPORT_MAX) throw fieldError('start_date', SESSION_EXPORT_MESSAGES.tooMany(total));
  const rows = await sessionQuery(db).where(where).orderBy(desc(classSessions.sessionDate), desc(classSessions.id));
  return sessionsCsv(rows.map(toSessionView));
}

/** The filter in the caller's scope; false when it can match nothing (out of scope, an id that is no id). */
async function sessionFilter(
  c: AppContext,
  query: v.InferOutput<typeof SessionFilterSchema>,
): Promise<SQL | undefined | false> {
  const start = query.start_date ? new Date(query.start_date) : undefined;
  // A date-only end includes that whole day.
  const end = query.end_date
    ? new Date(Date.parse(query.end_date) + (isDateOnly(query.end_date) ? DAY : 0))
    : undefined;
  if (query.start_date && query.end_date && Date.parse(query.start_date) > Date.parse(query.end_date)) {
    throw fieldError('start_date', M.startDateAfterEnd);
  }
  const inScope = await scopeCondition(c);
  if (inScope === false) return false;
  for (const id of [query.teacher_id, query.school_id]) if (id && !isUuid(id)) return false;

  return and(
    inScope,
    query.teacher_id ? eq(classSessions.teacherId, query.teacher_id) : undefined,
    query.school_id ? eq(classSessions.schoolId, query.school_id) : undefined,
    query.class_level ? eq(classSessions.classLevel, query.class_level.trim().toUpperCase()) : undefined,
    query.status ? eq(classSessions.status, query.status) : undefined,
    start ? gte(classSessions.sessionDate, start) : undefined,
    end
      ? query.end_date && isDateOnly(query.end_date)
        ? lt(classSessions.sessionDate, end)
        : lte(classSessions.sessionDate, end)
      : undefined,
  );
}

/**
 * One page, newest first. Pages past the middle are read from the oldest end (the same rows, reversed), so the
 * last page of 100,000 sessions costs what the first does: a page jump to the oldest is as quick as the newest.
 */
async function pageOf(db: Db, where: SQL | undefined, page: number, limit: number, total: number) {
  const skip = (page - 1) * limit;
  if (skip >= total) return [];
  const fromEnd = total - skip - limit; // rows after this page, oldest first
  if (fromEnd < skip) {
    const rows = await sessionQuery(db)
      .where(where)
      .orderBy(asc(classSessions.sessionDate), asc(classSessions.id))
      .limit(limit + Math.min(0, fromEnd))
      .offset(Math.max(0, fromEnd));
    return rows.reverse();
  }
  return sessionQuery(db)
    .where(where)
    .orderBy(desc(classSessions.sessionDate), desc(classSessions.id))
    .limit(limit)
    .offset(skip);
}

/** The four figures of /sessions in one pass over the filter (spec 03 §9's cards). */
function sessionStats(db: Db) {
  const s = classSessions;
  return db.select({
    sessions: count(),
    students: sql<string>`coalesce(sum(${s.studentsAttended}), 0)`,
    average: sql<string | null>`round(avg(round(${s.studentsAttended} * 100.0 / nullif(${s.totalStudents}, 0))))`,
    slides: sql<string>`coalesce(sum(greatest(0, ${s.endingSlide} - ${s.startingSlide} + 1)), 0)`,
  });
}

function statsView(row: { sessions: number; students?: string; average?: string | null; slides?: string }) {
  return {
    sessions: row.sessions,
    students: Number(row.students ?? 0),
    average_attendance: row.average === null || row.average === undefined ? null : Number(row.average),
    slides: Number(row.slides ?? 0),
  };
}

/** The school and class of a recorded session, checked against the teacher's classes. */
async function placement(c: AppContext, schoolId: string, classLevel: string) {
  const grade = gradeOf(classLevel);
  if (!grade) throw fieldError('class_level', M.invalidClass);
  if (!isUuid(schoolId)) throw notFound('School not found');
  assertClassInScope(await scopeOf(c), schoolId, classLevel);
  const [school] = await c.var.db
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
export async function createSession(c: AppContext, input: v.InferOutput<typeof SessionRecordSchema>) {
  const user = currentUser(c);
  const where = await placement(c, input.school_id, input.class_level);
  const date = sessionDate(input.session_date, new Date());
  const [row] = await c.var.db
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
  await recordPosition(c.var.db, where, { slide: input.ending_slide, at: date });
  const session = await sessionView(c.var.db, row.id);
  await logActivity(c.var.db, {
    actorId: user.id,
    action: 'session_logged',
    entityType: 'class_session',
    entityId: row.id,
    description: `${user.name} logged a session for Class ${where.classLevel} at ${session?.school_id.name}`,
  });
  return session;
}

/** PUT /class-sessions/{id}: the owner edits any fields; the rules hold on the merged session. */
export async function updateSession(c: AppContext, id: string, input: v.InferOutput<typeof SessionUpdateSchema>) {
  const user = currentUser(c);
  const existing = await ownSession(c, id);
  const schoolId = input.school_id ?? existing.schoolId;
  const classLevel = input.class_level ?? existing.classLevel;
  const moved = schoolId !== existing.schoolId || classLevel !== existing.classLevel;
  const where = moved ? await placement(c, schoolId, classLevel) : {};
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
        ? await absentIdsOf(c.var.db, id)
        : undefined;
  if (marks && marks.length > total) throw fieldError('absent_student_ids', M.absentExceedTotal);
  if (marks && attended + marks.length !== total) throw fieldError('students_attended', M.rollCallCounts);
  const recheck =
    marks !== undefined && (input.absent_student_ids !== undefined || moved || input.session_date !== undefined);

  await c.var.db.transaction(async (raw) => {
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
    await recordPosition(c.var.db, { schoolId, classLevel }, { slide: ending, at: date });
  }
  await logActivity(c.var.db, {
    actorId: user.id,
    action: 'session_updated',
    entityType: 'class_session',
    entityId: id,
    description: `${user.name} edited the session of Class ${classLevel} on ${date.toISOString().slice(0, 10)}`,
  });
  return sessionView(c.var.db, id);
}

export async function deleteSession(c: AppContext, id: string) {
  const user = currentUser(c);
  const existing = await ownSession(c, id);
  await c.var.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.delete(classSessions).where(eq(classSessions.id, id));
    // A deleted session counts nowhere, the class's progress included.
    await recomputeProgress(tx, { schoolId: existing.schoolId, classLevel: existing.classLevel });
  });
  await logActivity(c.var.db, {
    actorId: user.id,
    action: 'session_deleted',
    entityType: 'class_session',
    entityId: id,
    description: `${user.name} deleted the session of Class ${existing.classLevel} on ${existing.sessionDate.toISOString().slice(0, 10)}`,
  });
}
