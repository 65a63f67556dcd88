import type { Locale } from '#contract/locales';
import { byCount } from '#contract/plural';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  checkImportRow,
  IMPORT_MESSAGES,
  type ImportedStudent,
  type ImportResponse,
  type InvalidRecord,
  recordOf,
  rowNumber,
  type ValidRow,
} from '#contract/students-import';
import type { Db } from '#server/db/client';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { conflict, HttpError } from '#server/lib/errors';
import { newSignInCode, signInUrl } from './sign-in-codes';
import { allocateEmails, hashSignInCodes } from './student-accounts';

type School = { id: string; name: string; classesOffered: string[] };
type Candidate = { row: number; value: ValidRow; raw: Record<string, string> };

const CHUNK = 1000;

/** Validates every row again, skips duplicates, and creates the rest in one transaction. */
export async function importStudents(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  school: School,
  rows: Record<string, string>[],
  publicUrl: string,
  /** The students' language (their cards' and, until they choose, their screens'); null: not chosen. */
  locale: Locale | null = null,
): Promise<ImportResponse> {
  const invalid: InvalidRecord[] = [];
  const candidates: Candidate[] = [];
  rows.forEach((raw, index) => {
    const check = checkImportRow(raw, school.classesOffered);
    if (check.ok) candidates.push({ row: rowNumber(index), value: check.value, raw });
    else invalid.push({ row: rowNumber(index), errors: check.errors, record: recordOf(raw) });
  });

  if (candidates.length === 0) {
    throw new ImportRejected(invalid);
  }

  const existing = await existingStudentIds(
    db,
    school.id,
    candidates.map((c) => c.value.student_id),
  );
  const duplicates: InvalidRecord[] = [];
  const fresh: Candidate[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const id = candidate.value.student_id;
    if (existing.has(id) || seen.has(id)) {
      duplicates.push({ row: candidate.row, errors: [IMPORT_MESSAGES.duplicate(id)], record: recordOf(candidate.raw) });
    } else {
      seen.add(id);
      fresh.push(candidate);
    }
  }

  const created = fresh.length ? await createStudents(db, actor, school, fresh, publicUrl, locale) : [];
  const duplicateIds = [...new Set(duplicates.map((d) => d.record.student_id))];
  const summary = {
    total_rows: rows.length,
    created: created.length,
    duplicates: duplicates.length,
    duplicate_student_ids: duplicateIds,
    invalid: invalid.length,
  };
  await logActivity(db, {
    actorId: actor.id,
    action: 'students_imported',
    entityType: 'school',
    entityId: school.id,
    description: ACTIVITY_MESSAGES.importedStudents(actor.name, String(created.length), school.name),
    meta: { ...summary, duplicate_student_ids: duplicateIds.slice(0, 50) },
  });
  return {
    summary,
    message: messageFor(summary),
    codes_withheld: false,
    students: created,
    invalid_records: invalid,
    duplicate_records: duplicates,
  };
}

/** No row could be imported: 400 with every row's errors. */
export class ImportRejected extends HttpError {
  constructor(readonly invalidRecords: InvalidRecord[]) {
    super(
      400,
      IMPORT_MESSAGES.noValidRecords,
      invalidRecords.slice(0, 100).map((r) => ({ field: `row ${r.row}`, msg: r.errors.join('; ') })),
    );
  }
}

function messageFor(s: ImportResponse['summary']): string {
  const M = IMPORT_MESSAGES;
  const count = (n: number, one: (n: string) => string, many: (n: string) => string) =>
    byCount(n, one(`${n}`), many(`${n}`));
  const parts = [count(s.created, M.importedOne, M.importedMany)];
  if (s.duplicates) parts.push(count(s.duplicates, M.duplicateSkipped, M.duplicatesSkipped));
  if (s.invalid) parts.push(count(s.invalid, M.invalidRowSkipped, M.invalidRowsSkipped));
  return parts.join('; ');
}

async function existingStudentIds(db: Db, schoolId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ studentId: studentDetails.studentId })
      .from(studentDetails)
      .where(and(eq(studentDetails.schoolId, schoolId), inArray(studentDetails.studentId, ids.slice(i, i + CHUNK))));
    for (const row of rows) found.add(row.studentId);
  }
  return found;
}

async function createStudents(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'name'>,
  school: School,
  fresh: Candidate[],
  publicUrl: string,
  locale: Locale | null,
) {
  const studentIds = fresh.map((c) => c.value.student_id);
  // Each student's first password is a random one-time code, not anything guessable from their details.
  const codes = fresh.map(() => newSignInCode());
  const [emails, hashes] = await Promise.all([allocateEmails(db, studentIds, school.name), hashSignInCodes(codes)]);
  try {
    return await db.transaction(async (tx) => {
      const created: ImportedStudent[] = [];
      for (let i = 0; i < fresh.length; i += CHUNK) {
        const part = fresh.slice(i, i + CHUNK);
        const rows = await insertChunk(
          tx as unknown as Db,
          actor.id,
          school.id,
          part,
          emails.slice(i, i + CHUNK),
          hashes.slice(i, i + CHUNK),
          locale,
        );
        const idByStudentId = new Map(rows.map((r) => [r.student_id, r.user_id]));
        part.forEach((c, k) => {
          const { student_id, name, class_level } = c.value;
          const email = emails[i + k] as string;
          created.push({
            _id: idByStudentId.get(student_id) as string,
            student_id,
            name,
            email,
            class_level,
            sign_in_code: codes[i + k] as string,
            sign_in_url: signInUrl(publicUrl, email),
            locale,
          });
        });
      }
      return created;
    });
  } catch (error) {
    // A unique index fired: another import created some of these students (or e-mails) meanwhile.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') {
      throw conflict(
        'Some of these students were created by another import at the same time. Please import the file again.',
      );
    }
    throw error;
  }
}

/**
 * One statement per chunk: users and their student_details from column arrays (unnest), so a chunk of 1,000
 * students costs 9 parameters instead of 16,000 and one round trip instead of two.
 */
async function insertChunk(
  db: Db,
  actorId: string,
  schoolId: string,
  part: Candidate[],
  emails: string[],
  hashes: string[],
  locale: Locale | null,
) {
  const col = <T>(pick: (c: Candidate) => T) => sql.param(part.map(pick));
  const result = await db.execute(sql`
    with input as (
      select * from unnest(
        ${col((c) => c.value.name)}::text[], ${sql.param(emails)}::text[], ${col((c) => c.value.phone || null)}::text[],
        ${sql.param(hashes)}::text[], ${col((c) => c.value.student_id)}::text[], ${col((c) => c.value.class_level)}::text[],
        ${col((c) => c.value.grade)}::int[], ${col((c) => c.value.parent_contact)}::text[]
      ) as t(name, email, phone, password_hash, student_id, class_level, grade, parent_contact)
    ), created as (
      insert into ${users} (name, email, phone, password_hash, role, status, must_change_password, created_by, locale)
      select name, email, phone, password_hash, 'student', 'active', true, ${actorId}::uuid, ${locale}::text from input
      returning id, email
    )
    insert into ${studentDetails} (user_id, school_id, student_id, class_level, grade, parent_contact)
    select created.id, ${schoolId}::uuid, input.student_id, input.class_level, input.grade, input.parent_contact
    from created join input on input.email = created.email
    returning user_id, student_id
  `);
  return (result as unknown as { rows: { user_id: string; student_id: string }[] }).rows;
}

export async function loadSchool(db: Db, schoolId: string): Promise<School | undefined> {
  const [school] = await db
    .select({ id: schools.id, name: schools.name, classesOffered: schools.classesOffered })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return school;
}
