import Papa from 'papaparse';
import {
  checkImportRow,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportRecord,
  missingColumns,
  normaliseHeader,
  parseManualEntry,
  rowNumber,
  type ValidRow,
} from '#contract/students-import';

/** A row or line left out of the import, numbered as the person sees it (file row or typed line). */
export type SkippedRow = { place: number; errors: string[] };

/** What the screen previews and sends: the valid students, the skipped ones, and the CSV to upload. */
export type PreparedImport = {
  source: 'csv' | 'manual';
  valid: ValidRow[];
  skipped: SkippedRow[];
  /** For manual entry: the typed line of each row of the generated CSV (row 2 = lines[0]). */
  lines?: number[];
};

export type ParseResult = { ok: true; rows: Record<string, string>[] } | { ok: false; error: string };

const CSV_TYPES = ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'];

/** The file checks that come before reading it: a .csv type or name, at most 5 MB. */
export function checkCsvFile(file: { name: string; type: string; size: number }): string | null {
  const named = file.name.toLowerCase().endsWith('.csv');
  const typed = CSV_TYPES.includes(file.type.split(';')[0]?.trim().toLowerCase() ?? '');
  if (!named && !typed) return IMPORT_MESSAGES.notCsv;
  if (file.size > IMPORT_LIMITS.maxFileBytes) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

/** Parses CSV text with a header row; checks the header, the required columns and the row count. */
export function parseCsvText(text: string): ParseResult {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
  });
  const headers = result.meta.fields ?? [];
  if (headers.length === 0 || result.data.length === 0) return { ok: false, error: IMPORT_MESSAGES.tooShort };
  const missing = missingColumns(headers);
  if (missing.length) return { ok: false, error: IMPORT_MESSAGES.missingColumns(missing.join(', ')) };
  if (result.data.length > IMPORT_LIMITS.maxRows) return { ok: false, error: IMPORT_MESSAGES.tooManyRows };
  return { ok: true, rows: result.data };
}

/** Checks every CSV row against the selected school's classes (the same rules the server applies). */
export function prepareCsvRows(rows: Record<string, string>[], classesOffered: readonly string[]): PreparedImport {
  const valid: ValidRow[] = [];
  const skipped: SkippedRow[] = [];
  rows.forEach((raw, index) => {
    const check = checkImportRow(raw, classesOffered);
    if (check.ok) valid.push(check.value);
    else skipped.push({ place: rowNumber(index), errors: check.errors });
  });
  return { source: 'csv', valid, skipped };
}

/** Manual entry: 5 comma-separated values per line; each line is checked like a CSV row. */
export function prepareManualEntry(
  text: string,
  classesOffered: readonly string[],
): PreparedImport & { records: ImportRecord[] } {
  const { records, skipped: shortLines } = parseManualEntry(text);
  const short = new Set(shortLines.map((s) => s.line));
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line, number }) => line.trim() !== '' && !short.has(number))
    .map(({ number }) => number);
  const valid: ValidRow[] = [];
  const skipped: SkippedRow[] = shortLines.map((s) => ({ place: s.line, errors: [s.error] }));
  records.forEach((record, index) => {
    const check = checkImportRow(record, classesOffered);
    if (check.ok) valid.push(check.value);
    else skipped.push({ place: lines[index] ?? index + 1, errors: check.errors });
  });
  skipped.sort((a, b) => a.place - b.place);
  return { source: 'manual', valid, skipped, lines, records };
}

/** The typed records as a CSV file for the import call (the server validates every row again). */
export function recordsToCsv(records: ImportRecord[]): string {
  return Papa.unparse({ fields: [...IMPORT_COLUMNS], data: records.map((r) => IMPORT_COLUMNS.map((c) => r[c])) });
}

/** The place (file row or typed line) a server row number stands for. */
export function placeOf(row: number, prepared: Pick<PreparedImport, 'lines'>): number {
  return prepared.lines ? (prepared.lines[row - 2] ?? row) : row;
}
