import Papa from 'papaparse';
import { IMPORT_LIMITS, IMPORT_MESSAGES, missingColumns, normaliseHeader } from '#contract/students-import';
import { badRequest, HttpError } from '#server/lib/errors';

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

/**
 * The uploaded file as text: a .csv name or CSV type, at most 5 MB (413), and text, not binary (400): a NUL
 * byte or bytes that are not UTF-8 mean a spreadsheet, image or archive was uploaded instead.
 */
export async function readCsvUpload(file: unknown): Promise<string> {
  if (!(file instanceof File))
    throw badRequest(IMPORT_MESSAGES.notCsv, [{ field: 'csvFile', msg: IMPORT_MESSAGES.notCsv }]);
  const named = file.name.toLowerCase().endsWith('.csv');
  const typed = CSV_TYPES.has(file.type.split(';')[0]?.trim().toLowerCase() ?? '');
  if (!named && !typed) throw badRequest(IMPORT_MESSAGES.notCsv, [{ field: 'csvFile', msg: IMPORT_MESSAGES.notCsv }]);
  if (file.size > IMPORT_LIMITS.maxFileBytes) throw new HttpError(413, IMPORT_MESSAGES.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) throw binary();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw binary();
  }
}

const binary = () =>
  badRequest(`${IMPORT_MESSAGES.notCsv}: this file is not text`, [{ field: 'csvFile', msg: IMPORT_MESSAGES.notCsv }]);

/** Parses with papaparse (header row, blank lines skipped) and checks the header and the row count. */
export function parseCsv(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
  });
  const headers = result.meta.fields ?? [];
  if (headers.length === 0 || result.data.length === 0) {
    throw badRequest(IMPORT_MESSAGES.tooShort, [{ field: 'csvFile', msg: IMPORT_MESSAGES.tooShort }]);
  }
  const missing = missingColumns(headers);
  if (missing.length) {
    const msg = IMPORT_MESSAGES.missingColumns(missing.join(', '));
    throw badRequest(msg, [{ field: 'csvFile', msg }]);
  }
  if (result.data.length > IMPORT_LIMITS.maxRows) {
    throw new HttpError(413, IMPORT_MESSAGES.tooManyRows);
  }
  return result.data;
}
