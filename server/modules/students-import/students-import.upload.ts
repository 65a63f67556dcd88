import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportResponse } from '#contract/students-import';
import type { Actor } from '#server/lib/actor';
import { fieldError, notFound } from '#server/lib/errors';
import { assertSchoolInScope } from '#server/lib/scope';
import { parseCsv, readCsvUpload } from './csv-file';
import { importStudents, loadSchool } from './students-import.service';
import { isUuid } from '#contract/list-query';
import { isLocale } from '#contract/locales';

/** Room for the multipart framing and the school_id field around a 5 MB file. */
export const MAX_IMPORT_REQUEST_BYTES = IMPORT_LIMITS.maxFileBytes + 64 * 1024;

/**
 * POST /api/students/import (the students router's path, behind its guard: admins for any school, school managers
 * for the schools they manage): the CSV upload's form (school_id, csvFile, and locale: the students' language) (read by the route, after its size and type were checked),
 * checked whole, then imported. No valid row throws ImportRejected, which the route answers as a 400 that also lists
 * the rows (invalid_records), so the screen can show them. `publicUrl` is where the cards' sign-in links point.
 */
export async function importStudentsUpload(
  actor: Actor,
  publicUrl: string,
  form: { school_id?: unknown; csvFile?: unknown; locale?: unknown },
): Promise<ImportResponse> {
  const schoolId = typeof form.school_id === 'string' ? form.school_id.trim() : '';
  if (!schoolId) throw fieldError('school_id', IMPORT_MESSAGES.selectSchool);
  // The students' language: optional (an older page sends none); when sent, one of ours.
  const locale = form.locale === undefined || form.locale === '' ? null : form.locale;
  if (locale !== null && !isLocale(locale)) throw fieldError('locale', IMPORT_MESSAGES.invalidLocale);

  const text = await readCsvUpload(form.csvFile);
  if (!isUuid(schoolId)) throw notFound('School not found');
  assertSchoolInScope(await actor.scope(), schoolId);
  const school = await loadSchool(actor.db, schoolId);
  if (!school) throw notFound('School not found');
  return importStudents(actor.db, actor.user, school, parseCsv(text), publicUrl, locale);
}

/** What a replay of an upload (the same Idempotency-Key) answers: the outcome, never the codes. */
export function importReplay(result: ImportResponse): ImportResponse {
  return {
    ...result,
    codes_withheld: true,
    message: IMPORT_MESSAGES.codesAlreadyShown,
    students: result.students.map((s) => ({ ...s, sign_in_code: null })),
  };
}
