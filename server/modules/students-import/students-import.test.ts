import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let mohali: string;
let noida: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  noida = rows.find((s) => s.name.includes('Noida'))?.id as string;
});
afterAll(() => t.close());

const HEADER = 'student_id,name,class_level,phone,parent_contact';

function upload(
  csv: string | Uint8Array,
  schoolId: string | undefined,
  token: string,
  name = 'students.csv',
  type = 'text/csv',
  locale?: string,
) {
  const form = new FormData();
  form.set('csvFile', new File([csv as BlobPart], name, { type }));
  if (schoolId !== undefined) form.set('school_id', schoolId);
  if (locale !== undefined) form.set('locale', locale);
  return t.request('POST', '/api/students/import', { raw: form, token });
}

async function student(studentId: string, schoolId = mohali) {
  const [row] = await t.db
    .select({ user: users, details: studentDetails })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .where(and(eq(studentDetails.schoolId, schoolId), eq(studentDetails.studentId, studentId)));
  return row;
}

describe('POST /api/students/import: rows', () => {
  it('creates valid students who sign in with a one-time code (not their student ID) and must change it', async () => {
    const csv = `${HEADER}\nIMP001,Kiran Rao,7a,98765 43210,+91 98111-22233\nIMP002,Lata Mehra,6B,,\n`;
    const res = await upload(csv, mohali, admin);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      total_rows: 2,
      created: 2,
      duplicates: 0,
      duplicate_student_ids: [],
      invalid: 0,
    });
    expect(res.body.message).toBe('Successfully imported 2 students');
    expect(res.body.students[0]).toMatchObject({
      student_id: 'IMP001',
      class_level: '7A',
      email: 'imp001@students.sunrise-public-school-mohali.pathshala.local',
    });

    const kiran = await student('IMP001');
    expect(kiran?.user).toMatchObject({
      name: 'Kiran Rao',
      role: 'student',
      phone: '+919876543210',
      mustChangePassword: true,
    });
    expect(kiran?.details).toMatchObject({ classLevel: '7A', grade: 7, parentContact: '+919811122233' });
    expect(kiran?.user.passwordHash).toMatch(/^\$argon2id\$/);

    // Issue 13: the first password is a random code shown once to the admin, not guessable from the student ID.
    const first = res.body.students[0];
    expect(first.sign_in_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(first.sign_in_code).not.toBe(res.body.students[1].sign_in_code);
    expect(first.sign_in_url).toBe(`${t.env.publicUrl}/login?email=${encodeURIComponent(first.email)}`);
    expect((await t.post('/api/auth/login', { email: first.email, password: 'IMP001' })).status).toBe(401);
    const login = await t.post('/api/auth/login', { email: first.email, password: first.sign_in_code });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ must_change_password: true, studies_at_school: mohali });

    const [logged] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'students_imported'));
    expect(logged?.description).toContain('imported 2 students');
  });

  it('lets an imported student call nothing but the password change until the password is changed', async () => {
    const res = await upload(`${HEADER}\nPWD001,Pooja Das,6A,,\n`, mohali, admin);
    const email = res.body.students[0].email as string;
    const code = res.body.students[0].sign_in_code as string;
    const token = (await t.post('/api/auth/login', { email, password: code })).body.token as string;

    const blocked = await t.get('/api/explainer-videos', token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('Please change your password before continuing');
    expect((await t.get('/api/auth/profile', token)).body.user.must_change_password).toBe(true);

    const wrong = await t.put(
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'pooja-2025' },
      token,
    );
    expect(wrong.status).toBe(400);
    const changed = await t.put(
      '/api/auth/change-password',
      { currentPassword: code, newPassword: 'pooja-2025' },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await t.get('/api/explainer-videos', token)).status).toBe(200);
    expect((await t.get('/api/auth/profile', token)).body.user.must_change_password).toBe(false);
    expect((await t.post('/api/auth/login', { email, password: code })).status).toBe(401);
  });

  it('issues a new sign-in card to a student who lost theirs: the old code stops working', async () => {
    const res = await upload(`${HEADER}\nCARD01,Mehul Jain,6A,,\n`, mohali, admin);
    const { _id: id, email, sign_in_code: oldCode } = res.body.students[0];
    const session = (await t.post('/api/auth/login', { email, password: oldCode })).body.token as string;
    const card = await t.post(`/api/students/${id}/sign-in-card`, {}, admin);
    expect(card.status).toBe(200);
    expect(card.body.student).toMatchObject({ _id: id, email, class_level: '6A', school_name: expect.any(String) });
    const newCode = card.body.student.sign_in_code as string;
    expect(newCode).not.toBe(oldCode);
    expect((await t.post('/api/auth/login', { email, password: oldCode })).status).toBe(401);
    expect((await t.get('/api/auth/profile', session)).status).toBe(401);
    const login = await t.post('/api/auth/login', { email, password: newCode });
    expect(login.body.user.must_change_password).toBe(true);
    // The class's teacher may too; a teacher of other classes, or a student, may not.
    const priya = await t.login('teacher@demo.test');
    expect((await t.post(`/api/students/${id}/sign-in-card`, {}, priya)).status).toBe(200);
    const rohan = await t.login('rohan.mehta@demo.test');
    expect((await t.post(`/api/students/${id}/sign-in-card`, {}, rohan)).status).toBe(404);
    expect((await t.post(`/api/students/${id}/sign-in-card`, {}, await t.login('student@demo.test'))).status).toBe(403);
  });

  it('creates all the students or none: a failure in a later chunk rolls the earlier ones back', async () => {
    // A trigger stands for any failure (a lost connection, a constraint) on the 1,500th student, in chunk 2.
    await t.db.execute(sql`
      create function fail_txn_import() returns trigger language plpgsql as $$
      begin
        if new.student_id = 'TXN01499' then raise exception 'simulated failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger fail_txn_import before insert on student_details
      for each row execute function fail_txn_import()`);
    try {
      const lines = Array.from({ length: 1600 }, (_, i) => `TXN${String(i).padStart(5, '0')},Txn Student ${i},6A,,`);
      const res = await upload(`${HEADER}\n${lines.join('\n')}\n`, mohali, admin);
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_txn_import on student_details`);
      await t.db.execute(sql`drop function fail_txn_import()`);
    }
    const [details] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentDetails)
      .where(sql`${studentDetails.studentId} like 'TXN%'`);
    const [accounts] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.name} like 'Txn Student %'`);
    expect([details?.n, accounts?.n]).toEqual([0, 0]);
  }, 60_000);

  it('reports each invalid row with its row number and the spec messages, and imports the rest', async () => {
    const csv = [
      'Student_ID, Name ,CLASS_LEVEL,phone,parent_contact,notes',
      'INV001,Good Row,8b,9000000001,9000000002,extra',
      'INV002,No Class,,9000000003,,',
      'INV003,Bad Class,13A,,,',
      'INV004,Not Offered,7c,,,',
      ',No Id,7A,,,',
      'INV006,,7A,,,',
      'INV007,Two Letters,7AB,,,',
    ].join('\n');
    const res = await upload(csv, mohali, admin);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ total_rows: 7, created: 1, invalid: 6 });
    expect(res.body.invalid_records).toEqual([
      { row: 3, errors: ['Missing class level'], record: expect.objectContaining({ student_id: 'INV002' }) },
      { row: 4, errors: ['Invalid class level'], record: expect.objectContaining({ student_id: 'INV003' }) },
      {
        row: 5,
        errors: ['Class 7C is not offered by the selected school'],
        record: expect.objectContaining({ class_level: '7c' }),
      },
      { row: 6, errors: ['Missing student ID'], record: expect.objectContaining({ name: 'No Id' }) },
      { row: 7, errors: ['Missing name'], record: expect.objectContaining({ student_id: 'INV006' }) },
      { row: 8, errors: ['Invalid class level'], record: expect.objectContaining({ student_id: 'INV007' }) },
    ]);
    expect(res.body.message).toBe('Successfully imported 1 student; 6 invalid rows were skipped');
    expect((await student('INV001'))?.details.classLevel).toBe('8B');
    expect(await student('INV002')).toBeUndefined();
  });

  it('answers 400 No valid student records found when no row is valid', async () => {
    const res = await upload(`${HEADER}\nX1,Someone,99,,\n`, mohali, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('No valid student records found');
    expect(res.body.invalid_records).toEqual([{ row: 2, errors: ['Invalid class level'], record: expect.any(Object) }]);
    expect(res.body.details).toEqual([{ field: 'row 2', msg: 'Invalid class level' }]);
  });

  it('skips student IDs that exist at the school or repeat in the file', async () => {
    const csv = `${HEADER}\nMOH1001,Already There,6A,,\nDUP001,First,6A,,\nDUP001,Second,6A,,\n`;
    const res = await upload(csv, mohali, admin);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      total_rows: 3,
      created: 1,
      duplicates: 2,
      duplicate_student_ids: ['MOH1001', 'DUP001'],
      invalid: 0,
    });
    expect(res.body.duplicate_records.map((d: { row: number; errors: string[] }) => [d.row, d.errors])).toEqual([
      [2, ['Student ID MOH1001 already exists']],
      [4, ['Student ID DUP001 already exists']],
    ]);
    expect((await student('DUP001'))?.user.name).toBe('First');

    const again = await upload(`${HEADER}\nDUP001,Third,6A,,\n`, mohali, admin);
    expect(again.body.summary).toMatchObject({ created: 0, duplicates: 1 });
    expect(again.body.message).toBe('Successfully imported 0 students; 1 duplicate was skipped');
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, without its codes', async () => {
    // A retry that rebuilds the form gets a new multipart boundary: it is the same payload all the same.
    const form = (boundary: string, csv: string) =>
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="school_id"',
        '',
        mohali,
        `--${boundary}`,
        'Content-Disposition: form-data; name="csvFile"; filename="students.csv"',
        'Content-Type: text/csv',
        '',
        csv,
        `--${boundary}--`,
        '',
      ].join('\r\n');
    const send = (boundary: string, csv = `${HEADER}\nIDEM01,Once Only,6A,,`) =>
      t.request('POST', '/api/students/import', {
        raw: form(boundary, csv),
        token: admin,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': 'import-idem-01' },
      });
    const first = await send('pathshala-boundary-first');
    const again = await send('pathshala-boundary-first');
    const rebuilt = await send('----FormBoundaryRetry7Xq');
    expect(first.body.summary.created).toBe(1);
    // The codes are shown once (students-import.replay.test.ts): a replay has the rest.
    const replayed = {
      ...first.body,
      codes_withheld: true,
      message: expect.stringMatching(/^Already imported/),
      students: first.body.students.map((s: object) => ({ ...s, sign_in_code: null })),
    };
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(replayed);
    expect(rebuilt.headers.get('idempotent-replayed')).toBe('true');
    expect(rebuilt.body).toEqual(replayed);
    const other = await send('pathshala-boundary-other', `${HEADER}\nIDEM02,Someone Else,6A,,`);
    expect(other.status).toBe(422);
    expect(await student('IDEM02')).toBeUndefined();
  });

  it('gives distinct e-mails to student IDs that differ only in case', async () => {
    const res = await upload(`${HEADER}\nCase01,Upper,6A,,\ncase01,Lower,6A,,\n`, mohali, admin);
    expect(res.body.summary.created).toBe(2);
    const emails = res.body.students.map((s: { email: string }) => s.email);
    expect(emails).toEqual([
      'case01@students.sunrise-public-school-mohali.pathshala.local',
      'case01-2@students.sunrise-public-school-mohali.pathshala.local',
    ]);
  });
});

describe('POST /api/students/import: unsafe input', () => {
  it('refuses formula cells in student_id and name and never stores a formula', async () => {
    const csv = [
      HEADER,
      'FRM001,"=HYPERLINK(""http://evil.example"",""x"")",6A,,',
      '@SUM(A1),Formula Id,6A,,',
      'FRM003,-Minus,6A,,',
      'FRM004,+Plus,6A,,',
      'FRM005,Safe Phone,6A,=1+2,@cmd|calc',
      'FRM006,International,6A,+91 98765 43210,-9876',
    ].join('\n');
    const res = await upload(csv, mohali, admin);
    expect(res.status).toBe(200);
    expect(res.body.invalid_records.map((r: { row: number; errors: string[] }) => [r.row, r.errors])).toEqual([
      [2, ['Name must not start with =, +, - or @']],
      [3, ['Student ID must not start with =, +, - or @']],
      [4, ['Name must not start with =, +, - or @']],
      [5, ['Name must not start with =, +, - or @']],
    ]);
    expect((await student('FRM005'))?.user.phone).toBe('+9112');
    expect((await student('FRM005'))?.details.parentContact).toBe('');
    expect((await student('FRM006'))?.user.phone).toBe('+919876543210');
    expect((await student('FRM006'))?.details.parentContact).toBe('+919876');

    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.name} ~ '^[=+@-]' or ${users.phone} ~ '^([=@-]|\\+(?!91))'`);
    expect(stored?.n).toBe(0);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = `${HEADER}\n${'BIG001,A Name That Pads The File,6A,9000000000,9000000000\n'.repeat(110_000)}`;
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(big, mohali, admin);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The CSV file must be 5 MB or smaller');
  });

  it('answers 400 for a binary file, even named .csv, and for a file that is not CSV', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const binary = await upload(png, mohali, admin, 'students.csv');
    expect(binary.status).toBe(400);
    expect(binary.body.error).toMatch(/^Please upload a CSV file/);
    const latin1 = await upload(new Uint8Array([0x73, 0x74, 0xff, 0xfe, 0x0a]), mohali, admin, 'x.csv');
    expect(latin1.status).toBe(400);
    const pdf = await upload('%PDF-1.4', mohali, admin, 'students.pdf', 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe('Please upload a CSV file');
  });

  it('checks the header and the data rows', async () => {
    const missing = await upload('student_id,name,class_level\nA1,B,6A\n', mohali, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Missing required columns: phone, parent_contact');
    const headerOnly = await upload(`${HEADER}\n`, mohali, admin);
    expect(headerOnly.body.error).toBe('CSV file must have at least a header row and one data row');
    const empty = await upload('', mohali, admin);
    expect(empty.body.error).toBe('CSV file must have at least a header row and one data row');
  });
});

describe('POST /api/students/import: who may import where', () => {
  const csv = `${HEADER}\nSCP001,Scoped,6A,,\n`;

  it("keeps the students' language on their profiles and cards, and refuses one we do not speak", async () => {
    const res = await upload(
      `${HEADER}\nLANG01,Gurpreet Kaur,6A,,\n`,
      mohali,
      admin,
      'students.csv',
      'text/csv',
      'pa-IN',
    );
    expect(res.status).toBe(200);
    expect(res.body.students[0]).toMatchObject({ student_id: 'LANG01', locale: 'pa-IN' });
    expect((await student('LANG01'))?.user.locale).toBe('pa-IN');
    // The card issued again later is in the same language; the profile's language is what signs in.
    const card = await t.post(`/api/students/${res.body.students[0]._id}/sign-in-card`, {}, admin);
    expect(card.body.student.locale).toBe('pa-IN');
    const login = await t.post('/api/auth/login', {
      email: card.body.student.email,
      password: card.body.student.sign_in_code,
    });
    expect(login.body.user.locale).toBe('pa-IN');
    // None sent (an older page): not chosen, the device's language applies.
    const plain = await upload(`${HEADER}\nLANG02,Asha Rani,6A,,\n`, mohali, admin);
    expect(plain.body.students[0].locale).toBeNull();
    const bad = await upload(`${HEADER}\nLANG03,Ravi Das,6A,,\n`, mohali, admin, 'students.csv', 'text/csv', 'fr-FR');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'Please choose English, Hindi or Punjabi',
      details: [{ field: 'locale', msg: 'Please choose English, Hindi or Punjabi' }],
    });
    expect(await student('LANG03')).toBeUndefined();
  });

  it('needs a school, and a known one', async () => {
    const none = await upload(csv, undefined, admin);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      error: 'Please select a school',
      details: [{ field: 'school_id', msg: 'Please select a school' }],
    });
    const unknown = await upload(csv, '00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.status).toBe(404);
  });

  it('lets a school manager import into their own school only', async () => {
    const manager = await t.login('school.manager@demo.test');
    expect((await upload(csv, mohali, manager)).status).toBe(200);
    const other = await upload(csv, noida, manager);
    expect(other.status).toBe(404);
    expect(await student('SCP001', noida)).toBeUndefined();
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await upload(csv, mohali, await t.login('teacher@demo.test'))).status).toBe(403);
    expect((await upload(csv, mohali, await t.login('institution.manager@demo.test'))).status).toBe(403);
    expect((await upload(csv, mohali, '')).status).toBe(401);
  });
});

describe('POST /api/students/import: 5,000 rows', () => {
  // The time it takes is measured in bench/students-import.ts (target: under 10 s); this checks the result.
  it('imports 5,000 students in one request', async () => {
    const classes = ['6A', '6B', '6C', '7A', '7B', '8A', '8B'];
    const lines = Array.from(
      { length: 5000 },
      (_, i) =>
        `BULK${String(i).padStart(5, '0')},Bulk Student ${i},${classes[i % 7]},98${String(i).padStart(8, '0')},97${String(i).padStart(8, '0')}`,
    );
    const res = await upload(`${HEADER}\n${lines.join('\n')}\n`, mohali, admin);
    expect(res.status).toBe(200);
    expect(res.body.summary.created).toBe(5000);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentDetails)
      .where(and(eq(studentDetails.schoolId, mohali), sql`${studentDetails.studentId} like 'BULK%'`));
    expect(count?.n).toBe(5000);
  }, 60_000);
});
