import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, verificationCodes } from '#server/db/schema/public-forms';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let addressN = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** Each call from its own address unless one is given, so per-address limits only bite where tested. */
const post = (url: string, body: unknown, address = `192.0.2.${++addressN}`) =>
  t.post(url, body, undefined, { 'x-forwarded-for': address });

const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  institutionName: 'Green Valley School',
  phoneNumber: '+91 98765 43210',
  email,
  country: '',
  state: 'Punjab',
  city: 'Mohali',
  pincode: '160062',
  address: 'Sector 70',
  websiteUrl: 'https://greenvalley.example',
  numberOfStudents: '450',
  additionalInfo: 'Grades 6 to 8',
  ...extra,
});

const application = (email: string) => ({
  name: 'Neha Arora',
  email,
  phoneNumber: '+919812345678',
  currentRole: 'Software Engineer',
  qualification: 'B.Tech',
  yearsOfExperience: 4,
  hasTeachingExperience: 'Yes',
  preferredLocation: 'Both NCR & Punjab',
  whyJoin: 'I want to teach AI to children.',
  linkedinUrl: 'linkedin.com/in/neha',
  portfolioUrl: '',
});

async function codeFor(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailbox)
    .where(eq(mailbox.to, email))
    .orderBy(desc(mailbox.createdAt))
    .limit(1);
  const code = /code for your [a-z ]+ is (\d{6})\./.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('enquiry: submit and verify', () => {
  it('stores the enquiry, mails a code, verifies it, and lists it for admins', async () => {
    const submit = await post('/api/public/enquiry/submit', enquiry('Head@GreenValley.example'));
    expect(submit.status).toBe(200);
    expect(submit.body).toEqual({ success: true, sessionId: expect.any(String), message: 'OTP sent to your email!' });

    const code = await codeFor('head@greenvalley.example');
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.id, submit.body.sessionId));
    expect(stored?.codeHash).not.toContain(code);

    const before = await t.get('/api/public-forms/enquiries', admin);
    expect(before.body.data.some((e: { email: string }) => e.email === 'head@greenvalley.example')).toBe(false);

    const bad = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: wrong(code) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid OTP');

    const ok = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Enquiry submitted successfully! We will contact you soon.' });

    const list = await t.get('/api/public-forms/enquiries', admin);
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      email: 'head@greenvalley.example',
      institutionName: 'Green Valley School',
      country: 'India',
      numberOfStudents: 450,
      verifiedAt: expect.any(String),
    });
    expect(list.body.pagination).toMatchObject({ total: 1, page: 1 });
  });

  it('refuses a used code', async () => {
    const submit = await post('/api/public/enquiry/submit', enquiry('reuse@school.example'));
    const code = await codeFor('reuse@school.example');
    expect((await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code })).status).toBe(
      200,
    );
    const again = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This code has already been used. Please submit the form again to get a new code.');
  });

  it('refuses an expired code', async () => {
    const submit = await post('/api/public/enquiry/submit', enquiry('late@school.example'));
    const code = await codeFor('late@school.example');
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.id, submit.body.sessionId));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(10 * 60_000, -4);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, submit.body.sessionId));
    const res = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This code has expired. Please submit the form again to get a new code.');
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const submit = await post('/api/public/enquiry/submit', enquiry('guess@school.example'));
    const code = await codeFor('guess@school.example');
    const tries = [];
    for (let i = 0; i < 5; i++) {
      tries.push(
        (await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: wrong(code) })).body
          .error,
      );
    }
    expect(tries.slice(0, 4)).toEqual(Array(4).fill('Invalid OTP'));
    expect(tries[4]).toBe('Too many incorrect codes. Please submit the form again to get a new code.');
    const right = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('Too many incorrect codes. Please submit the form again to get a new code.');
  });

  it('accepts the right code on the fifth try', async () => {
    const submit = await post('/api/public/enquiry/submit', enquiry('fifth@school.example'));
    const code = await codeFor('fifth@school.example');
    for (let i = 0; i < 4; i++)
      await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: wrong(code) });
    expect((await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code })).status).toBe(
      200,
    );
  });

  it('checks the code format and the session', async () => {
    const short = await post('/api/public/enquiry/verify-otp', { sessionId: 'x', otp: '12a45' });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([{ field: 'otp', msg: 'Please enter the 6-digit code' }]);
    const unknown = await post('/api/public/enquiry/verify-otp', {
      sessionId: '00000000-0000-4000-8000-000000000000',
      otp: '123456',
    });
    expect(unknown.body.error).toBe('This verification has expired or does not exist. Please submit the form again.');
  });

  it('validates the fields with the spec messages', async () => {
    const res = await post('/api/public/enquiry/submit', {
      email: 'not-an-email',
      phoneNumber: '',
      websiteUrl: 'nope',
    });
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { field: string; msg: string }) => `${d.field}: ${d.msg}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'institutionName: Institution name is required',
        'phoneNumber: Phone number is required',
        'email: Please enter a valid email',
        'address: Address is required',
        'websiteUrl: Please enter a valid URL',
      ]),
    );
    const noEmail = await post('/api/public/enquiry/submit', enquiry(''));
    expect(noEmail.body.details).toEqual([{ field: 'email', msg: 'Email is required' }]);
  });

  it('reads the country from the phone prefix (longest wins) and checks the state list', async () => {
    const nepal = await post(
      '/api/public/enquiry/submit',
      enquiry('np@school.example', { phoneNumber: '+977 1 4412345', state: 'Bagmati' }),
    );
    expect(nepal.status).toBe(200);
    const usBadState = await post(
      '/api/public/enquiry/submit',
      enquiry('us@school.example', { phoneNumber: '+1 415 555 0100', state: 'Punjab' }),
    );
    expect(usBadState.body.details).toEqual([{ field: 'state', msg: 'Please choose a state from the list' }]);
    const noCountry = await post(
      '/api/public/enquiry/submit',
      enquiry('xx@school.example', { phoneNumber: '0172 555 0100', state: '' }),
    );
    expect(noCountry.body.details).toEqual([{ field: 'country', msg: 'Country is required' }]);
  });
});

describe('teacher application: submit and verify', () => {
  it('runs the same flow, and a code works only for its own form', async () => {
    const submit = await post('/api/public/teacher-application/submit', application('neha@mail.example'));
    expect(submit.status).toBe(200);
    const code = await codeFor('neha@mail.example');
    const crossed = await post('/api/public/enquiry/verify-otp', { sessionId: submit.body.sessionId, otp: code });
    expect(crossed.status).toBe(400);
    const ok = await post('/api/public/teacher-application/verify-otp', {
      sessionId: submit.body.sessionId,
      otp: code,
    });
    expect(ok.body).toEqual({
      success: true,
      message: 'Application submitted successfully! We will contact you soon.',
    });
    const list = await t.get('/api/public-forms/teacher-applications', admin);
    expect(list.body.data[0]).toMatchObject({
      name: 'Neha Arora',
      country: 'India',
      hasTeachingExperience: 'Yes',
      yearsOfExperience: 4,
    });
  });

  it('validates the fields with the spec messages', async () => {
    const res = await post('/api/public/teacher-application/submit', { email: 'a@b.example', qualification: 'MBA' });
    const messages = res.body.details.map((d: { msg: string }) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Current role is required',
        'Qualification is required',
        'Preferred location is required',
        'Please tell us why you want to join',
      ]),
    );
  });
});

describe('rate limits and access', () => {
  it('allows 5 submits per e-mail in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/public/enquiry/submit', enquiry('busy@school.example'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await post('/api/public/teacher-application/submit', application('busy@school.example'));
    expect(last.body.error).toBe('Too many submissions. Please wait 15 minutes and try again.');
  });

  it('allows 20 submits per address in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post('/api/public/enquiry/submit', enquiry(`visitor${i}@school.example`), '198.51.100.7')).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  }, 60_000);

  it('keeps the mailbox and the lists for admins', async () => {
    const teacher = await t.login('teacher@demo.test');
    expect((await t.get('/api/mailbox', teacher)).status).toBe(403);
    expect((await t.get('/api/mailbox')).status).toBe(401);
    expect((await t.get('/api/public-forms/enquiries', teacher)).status).toBe(403);

    const box = await t.get('/api/mailbox?to=NP@school.example&limit=5', admin);
    expect(box.status).toBe(200);
    expect(box.body.data).toHaveLength(1);
    expect(box.body.data[0]).toMatchObject({
      to: 'np@school.example',
      subject: expect.stringMatching(/^Your Pathshala verification code: \d{6}$/),
    });
    const all = await t.get('/api/mailbox?limit=2&page=2', admin);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.pagination).toMatchObject({ page: 2, limit: 2 });
  });
});
