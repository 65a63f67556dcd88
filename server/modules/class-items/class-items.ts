import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DUE_DATE_MESSAGES, publishDueDateError } from '#contract/due-date';
import { roundFigure } from '#contract/percent';
import type { Role } from '#contract/roles';
import { HttpError, conflict, fieldError, notFound } from '#server/lib/errors';
import { type Scope, canSeeClass, canSeeSchool } from '#server/lib/scope';

/**
 * Rules shared by assessments and surveys ("class items": made by a teacher for one class of one school,
 * published, then answered once per student of that class).
 */
export type ClassItem = {
  schoolId: string;
  classLevel: string;
  published: boolean;
  dueAt: Date;
  allowLateSubmissions: boolean;
};

export const READER_ROLES: Role[] = ['admin', 'institution_manager', 'school_manager', 'teacher'];

/** SQL condition limiting rows to the classes in scope (undefined: everything, for admins). */
export function classScopeWhere(scope: Scope, schoolCol: PgColumn, classCol: PgColumn): SQL | undefined {
  if (scope.all) return undefined;
  const wholeSchools: string[] = [];
  const parts: SQL[] = [];
  for (const schoolId of scope.schoolIds) {
    const classes = scope.classesBySchool?.get(schoolId);
    if (!classes) wholeSchools.push(schoolId);
    else if (classes.length) {
      parts.push(
        and(
          eq(schoolCol, schoolId),
          inArray(
            classCol,
            classes.map((c) => c.toUpperCase()),
          ),
        ) as SQL,
      );
    }
  }
  if (wholeSchools.length) parts.push(inArray(schoolCol, wholeSchools));
  return parts.length ? or(...parts) : sql`false`;
}

/** Readers (teacher of the class, managers of the school, admins) and students of a published item. */
export function assertCanRead(scope: Scope, role: Role, item: ClassItem, what: string) {
  const visible = canSeeClass(scope, item.schoolId, item.classLevel) && (role !== 'student' || item.published);
  if (!visible) throw notFound(what);
}

/** Only a teacher of that school and class creates, edits and publishes (routes already require the role). */
export function assertTeachesClass(scope: Scope, schoolId: string, classLevel: string, message: string) {
  if (!canSeeSchool(scope, schoolId)) throw notFound('School not found');
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound(message);
}

export function assertPublishable(dueAt: Date, questionCount: number, noQuestionsMessage: string, now = Date.now()) {
  const dueError = publishDueDateError(dueAt, now);
  if (dueError) throw fieldError('due_at', dueError);
  if (questionCount === 0) throw fieldError('questions', noQuestionsMessage);
}

/** After the due date a submission is refused unless late submissions are allowed. */
export function assertOpen(item: ClassItem, now = Date.now()) {
  if (item.dueAt.getTime() < now && !item.allowLateSubmissions) throw conflict(DUE_DATE_MESSAGES.pastDue);
}

/** Questions, school and class are fixed once a student has submitted (stored scores depend on them). */
export function assertUnlocked(submissionCount: number, changed: boolean, message: string) {
  if (submissionCount > 0 && changed) throw new HttpError(409, message);
}

/** An unrounded figure from SQL (number or numeric text) rounded once to one decimal (contract/percent.ts). */
export const round1 = (n: number | string | null | undefined) =>
  n === null || n === undefined ? null : roundFigure(Number(n), 1);
export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
export const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** Rows of a raw db.execute() on either driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** sum / n (unrounded parts) rounded once to one decimal, null when n is 0. */
export const average = (sum: number | null, n: number) => (Number(n) ? round1(Number(sum) / Number(n)) : null);
