import { schoolManagers, students, teachers } from '#contract/people-endpoints';
import { IMPORT_MESSAGES } from '#contract/students-import';
import { actorOf } from '#server/lib/actor';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { fieldError, HttpError } from '#server/lib/errors';
import { scopeOf } from '#server/lib/scope';
import { readForm } from '#server/lib/validate';
import { studentProgress, visibleStudent } from '../analytics/student.service';
import { cardReplay, issueSignInCard } from '../students-import/sign-in-card.service';
import { ImportRejected } from '../students-import/students-import.service';
import {
  importReplay,
  importStudentsUpload,
  MAX_IMPORT_REQUEST_BYTES,
} from '../students-import/students-import.upload';
import { listSchoolManagers } from './school-managers.service';
import { listStudents } from './students.service';
import { listTeachers } from './teachers.service';

/**
 * POST /api/students/import: the request's size and type are checked before its multipart form is read; a file
 * with no valid row answers 400 with the rows (invalid_records). A replay (the same Idempotency-Key) never shows
 * the codes.
 */
async function importUpload(c: AppContext) {
  if (Number(c.req.header('content-length') ?? 0) > MAX_IMPORT_REQUEST_BYTES)
    throw new HttpError(413, IMPORT_MESSAGES.fileTooLarge);
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw fieldError('csvFile', IMPORT_MESSAGES.notCsv);
  }
  try {
    const result = await importStudentsUpload(actorOf(c), c.var.env.publicUrl, await readForm(c));
    c.set('replayAnswer', importReplay(result));
    return result;
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    return c.json({ error: error.message, details: error.details, invalid_records: error.invalidRecords }, 400);
  }
}

const managers = [requireAuth('admin', 'institution_manager', 'school_manager')];

/** GET /api/teachers: the teachers in the caller's scope. */
export const teachersRoutes = endpointRoutes('/teachers').serve(teachers.list, managers, async (c, { query }) =>
  listTeachers(c.var.db, await scopeOf(c), currentUser(c), query),
).router;

/** GET /api/school-managers: the school managers in the caller's scope. */
export const schoolManagersRoutes = endpointRoutes('/school-managers').serve(
  schoolManagers.list,
  managers,
  async (c, { query }) => listSchoolManagers(c.var.db, await scopeOf(c), currentUser(c), query),
).router;

/**
 * /api/students: the list (the teacher-specific students call for teachers), scoped to the caller. Three paths
 * under it are other areas' and hand off to them: POST /import (students-import), GET /{id}/progress (the
 * student's progress: the same answer as /api/analytics/student/{id}, spec 01 §7) and POST /{id}/sign-in-card
 * (a new one-time sign-in code).
 */
export const studentsRoutes = endpointRoutes('/students')
  .serve(
    students.list,
    [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')],
    async (c, { query }) => listStudents(c.var.db, await scopeOf(c), query),
  )
  // Multipart: the handler reads the request itself.
  .serve(students.import, [requireAuth('admin', 'school_manager')], importUpload)
  .serve(students.progress, [requireAuth()], async (c, { params }) => {
    const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return studentProgress(c.var.db, student);
  })
  .serve(students.issueSignInCard, [requireAuth('admin', 'school_manager', 'teacher')], async (c, { params }) => {
    const card = await issueSignInCard(actorOf(c), c.var.env.publicUrl, params.id);
    c.set('replayAnswer', cardReplay(card));
    return card;
  }).router;
