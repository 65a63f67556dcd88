import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { SESSION_MESSAGES as M, type SessionFilterSchema, type SessionListQuerySchema } from '#contract/sessions';
import type { SessionListResponse } from '#contract/sessions-types';
import { SESSION_EXPORT_MAX, SESSION_EXPORT_MESSAGES, sessionsCsv } from '#contract/sessions-export';
import { pagination } from '#contract/pagination';
import { roundFigure } from '#contract/percent';
import { classSessions } from '#server/db/schema/teaching';
import type { Actor } from '#server/lib/actor';
import { fieldError } from '#server/lib/errors';
import type { Db } from '#server/db/client';
import { isUuid } from '#contract/list-query';
import { sessionQuery, toSessionView } from './class-sessions.view';

/** The session history: GET /class-sessions (a page, and its figures) and its CSV export, in the caller's scope. */
const DAY = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the caller may list: admins all; teachers their own sessions and their classes'; managers their schools'. */
async function scopeCondition(actor: Actor): Promise<SQL | undefined | false> {
  const user = actor.user;
  const scope = await actor.scope();
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
  actor: Actor,
  query: v.InferOutput<typeof SessionListQuerySchema>,
): Promise<SessionListResponse> {
  const { page, limit } = query;
  const empty = {
    data: [],
    pagination: { ...pagination(0, page, limit), total_sessions: 0 },
    ...(query.stats === 'true' ? { stats: statsView({ sessions: 0, average: null }) } : {}),
  };
  const where = await sessionFilter(actor, query);
  if (where === false) return empty;
  const db = actor.db;
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
export async function exportSessions(actor: Actor, query: v.InferOutput<typeof SessionFilterSchema>) {
  const where = await sessionFilter(actor, query);
  if (where === false) return sessionsCsv([]);
  const db = actor.db;
  const [figures] = await db.select({ sessions: count() }).from(classSessions).where(where);
  const total = figures?.sessions ?? 0;
  if (total > SESSION_EXPORT_MAX)
    throw fieldError('start_date', SESSION_EXPORT_MESSAGES.tooMany(total, SESSION_EXPORT_MAX));
  const rows = await sessionQuery(db).where(where).orderBy(desc(classSessions.sessionDate), desc(classSessions.id));
  return sessionsCsv(rows.map(toSessionView));
}

/** The filter in the caller's scope; false when it can match nothing (out of scope, an id that is no id). */
async function sessionFilter(
  actor: Actor,
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
  const inScope = await scopeCondition(actor);
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

/**
 * The four figures of /sessions in one pass over the filter (spec 03 §9's cards), by sessionStatsOf's rule: the
 * average attendance comes unrounded and statsView rounds it once (contract/percent.ts).
 */
function sessionStats(db: Db) {
  const s = classSessions;
  return db.select({
    sessions: count(),
    students: sql<string>`coalesce(sum(${s.studentsAttended}), 0)`,
    average: sql<string | null>`avg(${s.studentsAttended} * 100.0 / nullif(${s.totalStudents}, 0))`,
    slides: sql<string>`coalesce(sum(greatest(0, ${s.endingSlide} - ${s.startingSlide} + 1)), 0)`,
  });
}

function statsView(row: { sessions: number; students?: string; average?: string | null; slides?: string }) {
  return {
    sessions: row.sessions,
    students: Number(row.students ?? 0),
    average_attendance: row.average === null || row.average === undefined ? null : roundFigure(Number(row.average), 0),
    slides: Number(row.slides ?? 0),
  };
}
