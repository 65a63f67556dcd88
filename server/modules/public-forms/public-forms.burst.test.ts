import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, mailbox, teacherApplications } from '#server/db/schema/public-forms';
import { applicationBody, enquiryBody } from '#server/testing/public-form-fixtures';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/**
 * Issue 38: the submit limits hold for requests sent at the same moment. Every burst is sent at once (Promise.all)
 * and exactly the limit gets through: as many 200s as codes mailed and forms stored, the rest 429.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORMS = {
  enquiry: {
    url: '/api/public/enquiry/submit',
    table: enquiries,
    body: enquiryBody,
  },
  'teacher-application': {
    url: '/api/public/teacher-application/submit',
    table: teacherApplications,
    body: applicationBody,
  },
} as const;

const burst = (form: keyof typeof FORMS, sends: { email: string; address: string }[]) =>
  Promise.all(
    sends.map(({ email, address }) =>
      t.post(FORMS[form].url, FORMS[form].body(email), undefined, { 'x-forwarded-for': address }),
    ),
  );
const tally = (answers: { status: number }[]) => ({
  ok: answers.filter((a) => a.status === 200).length,
  refused: answers.filter((a) => a.status === 429).length,
});

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s: limits under a burst', (form) => {
  it('12 at once with one e-mail (from 12 addresses): 5 go through, 5 codes are mailed', async () => {
    const email = `flood-${form}@school.example`;
    const sends = Array.from({ length: 12 }, (_, i) => ({ email, address: `198.18.${form.length}.${i + 1}` }));
    const answers = await burst(form, sends);
    expect(tally(answers)).toEqual({ ok: 5, refused: 7 });
    const refusal = answers.find((a) => a.status === 429);
    expect(refusal?.body).toEqual({ error: 'Too many submissions. Please wait 15 minutes and try again.' });
    expect(await t.db.select().from(mailbox).where(eq(mailbox.to, email))).toHaveLength(5);
    expect(await t.db.select().from(FORMS[form].table).where(eq(FORMS[form].table.email, email))).toHaveLength(5);
    // The window is full: the next one, sent alone, is refused too.
    expect((await burst(form, [{ email, address: '198.18.99.1' }]))[0]?.status).toBe(429);
  });

  it('30 at once from one address (30 e-mails): 20 go through, 20 codes are mailed', async () => {
    const address = `198.19.${form.length}.7`;
    const emails = Array.from({ length: 30 }, (_, i) => `${form}-visitor${i}@burst.example`);
    const answers = await burst(
      form,
      emails.map((email) => ({ email, address })),
    );
    expect(tally(answers)).toEqual({ ok: 20, refused: 10 });
    expect(await t.db.select().from(mailbox).where(inArray(mailbox.to, emails))).toHaveLength(20);
    const stored = await t.db
      .select()
      .from(FORMS[form].table)
      .where(like(FORMS[form].table.email, `${form}-visitor%`));
    expect(stored).toHaveLength(20);
  }, 60_000);
});
