import * as v from 'valibot';
import { gradeOf, isGradeOrClassLevel, parseClassLevel } from './class-level';
import { DEFAULT_COUNTRY_CODE } from './constants';
import { LOCALES } from './locales';
import { valued } from './valued';

/**
 * Bulk student import (spec 03 §5, §9). The row rules live here so the client's preview and the server's
 * import apply exactly the same checks; the server re-validates every row, it never trusts the client.
 */
export const IMPORT_COLUMNS = ['student_id', 'name', 'class_level', 'phone', 'parent_contact'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRecord = Record<ImportColumn, string>;

export const IMPORT_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxRows: 20_000, previewRows: 10 } as const;
export const IMPORT_TEMPLATE_CSV = `${IMPORT_COLUMNS.join(',')}\nSTU001,Aarav Sharma,7A,9876543210,9876500000\n`;

export const IMPORT_MESSAGES = {
  notCsv: 'Please upload a CSV file',
  tooShort: 'CSV file must have at least a header row and one data row',
  missingColumns: valued<[string]>('Missing required columns: {columns}'),
  missingClass: 'Missing class level',
  invalidClass: 'Invalid class level',
  classNotOffered: valued<[string]>('Class {label} is not offered by the selected school'),
  missingStudentId: 'Missing student ID',
  missingName: 'Missing name',
  studentIdTooLong: 'Student ID must be 64 characters or fewer',
  nameTooLong: 'Name must be 200 characters or fewer',
  formula: valued<[string]>('{column} must not start with =, +, - or @'),
  manualLine: 'Expected 5 comma-separated values',
  noValidRecords: 'No valid student records found',
  selectSchool: 'Please select a school',
  /** The students' language (their cards', and their screens' until they choose). */
  invalidLocale: 'Please choose English, Hindi or Punjabi',
  duplicate: valued<[string]>('Student ID {studentId} already exists'),
  fileTooLarge: 'The CSV file must be 5 MB or smaller',
  tooManyRows: 'A CSV file can hold at most 20000 students',
  validationFailed: 'CSV validation failed. Please check the errors below.',
  parseFailed: 'Failed to parse CSV file',
  /** An import's summary: these sentences joined with '; ' (counts as plain numbers). */
  importedOne: valued<[string]>('Successfully imported {count} student'),
  importedMany: valued<[string]>('Successfully imported {count} students'),
  duplicateSkipped: valued<[string]>('{count} duplicate was skipped'),
  duplicatesSkipped: valued<[string]>('{count} duplicates were skipped'),
  invalidRowSkipped: valued<[string]>('{count} invalid row was skipped'),
  invalidRowsSkipped: valued<[string]>('{count} invalid rows were skipped'),
  cardIssued: 'A new sign-in card was issued; the old code no longer works',
  /** A replayed sign-in card: the code was shown once. */
  cardAlreadyIssued: 'Already issued: issue a new card to get a new code',
  /** A replayed import: the codes were shown once. */
  codesAlreadyShown:
    'Already imported: the one-time codes were shown once. Issue a new card from the Students list to get a new code.',
} as const;

const LABELS: Record<ImportColumn, string> = {
  student_id: 'Student ID',
  name: 'Name',
  class_level: 'Class level',
  phone: 'Phone',
  parent_contact: 'Parent contact',
};

/**
 * Spreadsheet formula injection (CSV injection): a cell starting with =, +, - or @ may run as a formula when
 * the data is exported and opened in a spreadsheet. Our choice: such a student_id or name is REFUSED (the row is
 * reported invalid); class_level must be a grade or a class level (contract/class-level.ts); phones keep only
 * '+91' and digits, so nothing formula-like is ever stored.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** '+91' followed by the digits of the number ('' stays ''); a number already in +91 form keeps its digits. */
export function normalisePhone(value: string): string {
  const text = value.trim();
  const rest = text.startsWith(DEFAULT_COUNTRY_CODE) ? text.slice(DEFAULT_COUNTRY_CODE.length) : text;
  const digits = rest.replace(/\D/g, '');
  return digits ? `${DEFAULT_COUNTRY_CODE}${digits}` : '';
}

export type ValidRow = ImportRecord & { grade: number };
export type RowCheck = { ok: true; value: ValidRow } | { ok: false; errors: string[] };

/** Header names compare trimmed and case-insensitively; extra columns are ignored. */
export const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

export function missingColumns(headers: string[]): string[] {
  const present = new Set(headers.map(normaliseHeader));
  return IMPORT_COLUMNS.filter((column) => !present.has(column));
}

/**
 * Whether a school offers a class. Empty classes_offered = every class. A label such as '7C' also stands for
 * sections A up to C of class 7 (spec 02 §3), so '7B' is offered there; a bare grade only matches itself.
 */
export function isClassOffered(classLevel: string, classesOffered: readonly string[]): boolean {
  if (classesOffered.length === 0) return true;
  const wanted = classLevel.toUpperCase();
  const want = parseClassLevel(wanted);
  return classesOffered.some((label) => {
    const offered = label.trim().toUpperCase();
    if (offered === wanted) return true;
    const has = parseClassLevel(offered);
    return want !== undefined && has !== undefined && has.grade === want.grade && want.section <= has.section;
  });
}

/** Checks and normalises one row. `classesOffered` empty = the school accepts any class 1..12. */
export function checkImportRow(raw: Partial<Record<string, unknown>>, classesOffered: readonly string[]): RowCheck {
  const cell = (column: ImportColumn) => String(raw[column] ?? '').trim();
  const errors: string[] = [];
  const studentId = cell('student_id');
  const name = cell('name');
  const classLevel = cell('class_level').toUpperCase();

  if (!studentId) errors.push(IMPORT_MESSAGES.missingStudentId);
  else if (FORMULA_START.test(studentId)) errors.push(IMPORT_MESSAGES.formula(LABELS.student_id));
  else if (studentId.length > 64) errors.push(IMPORT_MESSAGES.studentIdTooLong);

  if (!name) errors.push(IMPORT_MESSAGES.missingName);
  else if (FORMULA_START.test(name)) errors.push(IMPORT_MESSAGES.formula(LABELS.name));
  else if (name.length > 200) errors.push(IMPORT_MESSAGES.nameTooLong);

  if (!classLevel) errors.push(IMPORT_MESSAGES.missingClass);
  else if (!isGradeOrClassLevel(classLevel)) errors.push(IMPORT_MESSAGES.invalidClass);
  else if (!isClassOffered(classLevel, classesOffered)) errors.push(IMPORT_MESSAGES.classNotOffered(classLevel));

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      student_id: studentId,
      name,
      class_level: classLevel,
      phone: normalisePhone(cell('phone')),
      parent_contact: normalisePhone(cell('parent_contact')),
      grade: gradeOf(classLevel) ?? 0,
    },
  };
}

/** The raw cells of a row as the import answer echoes them (only the five known columns, trimmed). */
export function recordOf(raw: Partial<Record<string, unknown>>): ImportRecord {
  return Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, String(raw[c] ?? '').trim()])) as ImportRecord;
}

/** Manual entry: one student per line, 'student_id, name, class_level, phone, parent_contact'. */
export function parseManualEntry(text: string): {
  records: ImportRecord[];
  skipped: { line: number; error: string }[];
} {
  const records: ImportRecord[] = [];
  const skipped: { line: number; error: string }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const values = line.split(',').map((v) => v.trim());
    if (values.length < IMPORT_COLUMNS.length) {
      skipped.push({ line: index + 1, error: IMPORT_MESSAGES.manualLine });
      return;
    }
    records.push(Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, values[i] ?? ''])) as ImportRecord);
  });
  return { records, skipped };
}

/** Row numbers count the header as row 1, as a spreadsheet shows them; the first data row is row 2. */
export const rowNumber = (dataIndex: number) => dataIndex + 2;

const ImportRecordSchema = v.strictObject({
  student_id: v.string(),
  name: v.string(),
  class_level: v.string(),
  phone: v.string(),
  parent_contact: v.string(),
});
export const InvalidRecordSchema = v.strictObject({
  row: v.number(),
  errors: v.array(v.string()),
  record: ImportRecordSchema,
});
export type InvalidRecord = v.InferOutput<typeof InvalidRecordSchema>;

const studentFields = {
  _id: v.string(),
  student_id: v.string(),
  name: v.string(),
  email: v.string(),
  class_level: v.string(),
  sign_in_url: v.string(),
  /** The student's language (their card is printed in it); absent in answers kept from before it existed. */
  locale: v.optional(v.nullable(v.picklist(LOCALES))),
};
/**
 * A student account made by an import, with its one-time sign-in code (shown once: only its hash is kept) and the
 * address that opens the sign-in page with the e-mail filled in (the QR code of the printed card).
 */
export const ImportedStudentSchema = v.strictObject({ ...studentFields, sign_in_code: v.string() });
export type ImportedStudent = v.InferOutput<typeof ImportedStudentSchema>;

/**
 * A created student in a replayed answer (the same Idempotency-Key sent again): everything but the code, which is
 * shown once and never kept, not even by the idempotency store (issue 38).
 */
export const WithheldStudentSchema = v.strictObject({ ...studentFields, sign_in_code: v.null() });
export type WithheldStudent = v.InferOutput<typeof WithheldStudentSchema>;

/**
 * POST /api/students/{id}/sign-in-card: a new card for a student who lost theirs (the old code stops working). A
 * replay (codes_withheld) says the card was issued, without its code.
 */
export const SignInCardResponseSchema = v.variant('codes_withheld', [
  v.strictObject({
    message: v.string(),
    codes_withheld: v.literal(false),
    student: v.strictObject({ ...ImportedStudentSchema.entries, school_name: v.string() }),
  }),
  v.strictObject({
    message: v.string(),
    codes_withheld: v.literal(true),
    student: v.strictObject({ ...WithheldStudentSchema.entries, school_name: v.string() }),
  }),
]);
export type SignInCardResponse = v.InferOutput<typeof SignInCardResponseSchema>;

/** Sign-in codes: 10 letters and digits without look-alikes (0/O, 1/I/L), about 49 bits. */
export const SIGN_IN_CODE = { alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789', length: 10 } as const;

const importOutcome = {
  summary: v.strictObject({
    total_rows: v.number(),
    created: v.number(),
    duplicates: v.number(),
    duplicate_student_ids: v.array(v.string()),
    invalid: v.number(),
  }),
  message: v.string(),
  invalid_records: v.array(InvalidRecordSchema),
  /** Rows skipped because the student ID exists at the school (or earlier in the file). */
  duplicate_records: v.array(InvalidRecordSchema),
};
/** 200 answer of POST /api/students/import; a replay (codes_withheld) lists the students without their codes. */
export const ImportResponseSchema = v.variant('codes_withheld', [
  v.strictObject({
    ...importOutcome,
    codes_withheld: v.literal(false),
    /** The students created, with the e-mail and one-time code each signs in with (shown this once). */
    students: v.array(ImportedStudentSchema),
  }),
  v.strictObject({ ...importOutcome, codes_withheld: v.literal(true), students: v.array(WithheldStudentSchema) }),
]);
export type ImportResponse = v.InferOutput<typeof ImportResponseSchema>;

/** 400 answer when no row is valid: the error shape plus the rows. */
export type ImportErrorResponse = {
  error: string;
  details?: { field: string; msg: string }[];
  invalid_records?: InvalidRecord[];
};
