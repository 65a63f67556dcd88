import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, teacherApplications } from '#server/db/schema/public-forms';
import { applicationBody, enquiryBody } from '#server/testing/public-form-fixtures';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function letterTo(email: string) {
  const [mail] = await t.db.select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.createdAt));
  return mail;
}

/** The verification e-mail is written in the form's language: the page sends it as Accept-Language (issue 42). */
describe("a public form's e-mail in the form's language", () => {
  it.each([
    ['hi-IN,hi;q=0.9', /^आपका Pathshala सत्यापन कोड: \d{6}$/, /संस्थान की पूछताछ के लिए सत्यापन कोड \d{6} है।/],
    ['pa-IN', /^ਤੁਹਾਡਾ Pathshala ਪੁਸ਼ਟੀ ਕੋਡ: \d{6}$/, /ਸੰਸਥਾ ਦੀ ਪੁੱਛਗਿੱਛ ਲਈ ਪੁਸ਼ਟੀ ਕੋਡ \d{6} ਹੈ।/],
    ['fr-FR,en;q=0.5', /^Your Pathshala verification code: \d{6}$/, /code for your institution enquiry is \d{6}\./],
    ['', /^Your Pathshala verification code: \d{6}$/, /code for your institution enquiry is \d{6}\./],
  ])('Accept-Language %j', async (language, subject, text) => {
    const email = `lang-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` };
    if (language) headers['accept-language'] = language;
    const res = await t.post('/api/public/enquiry/submit', enquiryBody(email), undefined, headers);
    expect(res.status).toBe(200);
    const mail = await letterTo(email);
    expect(mail?.subject).toMatch(subject);
    expect(mail?.text).toMatch(text);
  });
});

describe("a teacher application's language", () => {
  it('is kept with the application, for the account made from it', async () => {
    const email = `apply-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const res = await t.post('/api/public/teacher-application/submit', applicationBody(email), undefined, {
      'x-forwarded-for': '198.51.100.251',
      'accept-language': 'pa-IN,pa;q=0.9',
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(teacherApplications).where(eq(teacherApplications.email, email));
    expect(row?.locale).toBe('pa-IN');
    expect((await letterTo(email))?.text).toMatch(/ਅਧਿਆਪਕ ਦੀ ਅਰਜ਼ੀ ਲਈ ਪੁਸ਼ਟੀ ਕੋਡ \d{6} ਹੈ।/);
  });
});
