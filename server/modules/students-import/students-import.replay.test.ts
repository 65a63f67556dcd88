import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '#contract/students-import';
import { schools } from '#server/db/schema/people';
import { idempotencyRecords } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/**
 * Issue 38: one-time sign-in codes are never kept by the idempotency store. A repeat with the same key answers the
 * outcome without the code; the store holds no code; the code shown once works once (as a first password).
 */
let t: TestApp;
let admin: string;
let mohali: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
});
afterAll(() => t.close());

const HEADER = 'student_id,name,class_level,phone,parent_contact';

function upload(csv: string, key: string) {
  const form = new FormData();
  form.set('csvFile', new File([csv], 'students.csv', { type: 'text/csv' }));
  form.set('school_id', mohali);
  return t.request('POST', '/api/students/import', { raw: form, token: admin, headers: { 'idempotency-key': key } });
}
const card = (id: string, key: string) =>
  t.request('POST', `/api/students/${id}/sign-in-card`, {
    body: {},
    token: admin,
    headers: { 'idempotency-key': key },
  });
const signIn = (email: string, password: string) => t.post('/api/auth/login', { email, password });

/** Every stored answer that contains the text, anywhere in its body. */
const storedWith = (text: string) =>
  t.db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(sql`${idempotencyRecords.body}::text like ${`%${text}%`}`);

describe('sign-in codes and the idempotency store', () => {
  it('an import replayed with the same key lists the students without their codes', async () => {
    const csv = `${HEADER}\nRPL001,Ravi Pal,6A,,\nRPL002,Rita Pal,6A,,\n`;
    const first = await upload(csv, 'replay-import-01');
    expect(first.status).toBe(200);
    expect(first.body.codes_withheld).toBe(false);
    const codes = first.body.students.map((s: { sign_in_code: string }) => s.sign_in_code);
    expect(codes).toEqual([expect.stringMatching(/^\w{10}$/), expect.stringMatching(/^\w{10}$/)]);

    const again = await upload(csv, 'replay-import-01');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toMatchObject({ codes_withheld: true, message: IMPORT_MESSAGES.codesAlreadyShown });
    expect(again.body.summary).toEqual(first.body.summary);
    expect(again.body.students.map((s: { sign_in_code: unknown }) => s.sign_in_code)).toEqual([null, null]);
    expect(JSON.stringify(again.body)).not.toContain(codes[0]);

    const [record] = await t.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'replay-import-01'));
    expect(record?.status).toBe(200);
    for (const code of codes) expect(await storedWith(code)).toEqual([]);

    // The code shown once signs in once: the student then sets a password and the code is dead.
    const email = first.body.students[0].email as string;
    const token = (await signIn(email, codes[0])).body.token as string;
    const change = { currentPassword: codes[0], newPassword: 'ravi-pal-1' };
    expect((await t.put('/api/auth/change-password', change, token)).status).toBe(200);
    expect((await signIn(email, codes[0])).status).toBe(401);
  });

  it('a sign-in card replayed with the same key says it was issued, without the code', async () => {
    const imported = await upload(`${HEADER}\nRPL003,Mira Sen,6A,,\n`, 'replay-import-02');
    const { _id: id, email, sign_in_code: firstCode } = imported.body.students[0];

    const issued = await card(id, 'replay-card-01');
    expect(issued.status).toBe(200);
    expect(issued.body.codes_withheld).toBe(false);
    const code = issued.body.student.sign_in_code as string;
    expect(code).toMatch(/^\w{10}$/);

    const again = await card(id, 'replay-card-01');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual({
      codes_withheld: true,
      student: { ...issued.body.student, sign_in_code: null },
      message: 'Already issued: issue a new card to get a new code',
    });
    expect(await storedWith(code)).toEqual([]);
    expect(await storedWith('sign_in_code": "')).toEqual([]);

    // The replay issued nothing: the code of the first answer is the student's, the import's is dead.
    expect((await signIn(email, firstCode)).status).toBe(401);
    const token = (await signIn(email, code)).body.token as string;
    expect(
      (await t.put('/api/auth/change-password', { currentPassword: code, newPassword: 'mira-sen-1' }, token)).status,
    ).toBe(200);
    expect((await signIn(email, code)).status).toBe(401);
  });
});
