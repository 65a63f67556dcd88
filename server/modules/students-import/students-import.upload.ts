import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportResponse } from '#contract/students-import';
import { currentUser } from '#server/lib/auth';
import { readForm } from '#server/lib/validate';
import type { AppContext } from '#server/lib/context';
import { fieldError, HttpError, notFound } from '#server/lib/errors';
import { assertSchoolInScope, scopeOf } from '#server/lib/scope';
import { parseCsv, readCsvUpload } from './csv-file';
import { ImportRejected, importStudents, loadSchool } from './students-import.service';
import { isUuid } from '#contract/list-query';

/** Room for the multipart framing and the school_id field around a 5 MB file. */
const MAX_REQUEST_BYTES = IMPORT_LIMITS.maxFileBytes + 64 * 1024;

/**
 * POST /api/students/import (the students router's path, behind its guard: admins for any school, school managers
 * for the schools they manage): the CSV upload, checked whole, then imported. No valid row is a 400 that also
 * lists the rows (invalid_records), so the screen can show them.
 */
export async function importStudentsUpload(c: AppContext): Promise<ImportResponse | Response> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_REQUEST_BYTES)
    throw new HttpError(413, IMPORT_MESSAGES.fileTooLarge);
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw fieldError('csvFile', IMPORT_MESSAGES.notCsv);
  const form = await readForm(c);
  const schoolId = typeof form.school_id === 'string' ? form.school_id.trim() : '';
  if (!schoolId) throw fieldError('school_id', IMPORT_MESSAGES.selectSchool);

  const text = await readCsvUpload(form.csvFile);
  if (!isUuid(schoolId)) throw notFound('School not found');
  assertSchoolInScope(await scopeOf(c), schoolId);
  const school = await loadSchool(c.var.db, schoolId);
  if (!school) throw notFound('School not found');

  let result: ImportResponse;
  try {
    result = await importStudents(c.var.db, currentUser(c), school, parseCsv(text), c.var.env.publicUrl);
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    return c.json({ error: error.message, details: error.details, invalid_records: error.invalidRecords }, 400);
  }
  // A replay of this upload (the same Idempotency-Key) gives the outcome, never the codes.
  c.set('replayAnswer', {
    ...result,
    codes_withheld: true,
    message: IMPORT_MESSAGES.codesAlreadyShown,
    students: result.students.map((s) => ({ ...s, sign_in_code: null })),
  } satisfies ImportResponse);
  return result;
}
