import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '#contract/approvals';
import { PASSWORD_LINK_MESSAGES } from '#contract/password-links';
import { AUTH_MESSAGES } from '#contract/auth';
import { users } from '#server/db/schema/people';
import { mailbox, teacherApplications } from '#server/db/schema/public-forms';
import { activityLog, passwordLinks } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens, uniqueEmail } from '#server/testing/people-fixtures';

let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://pathshala.example.org' });
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

/** A verified teacher application, as the public form leaves it. */
async function application(overrides: { verified?: boolean; email?: string; locale?: 'hi-IN' | 'pa-IN' } = {}) {
  const email = overrides.email ?? uniqueEmail('applicant');
  const [row] = await t.db
    .insert(teacherApplications)
    .values({
      email,
      // A whole application, as the verified form stores it.
      fields: {
        name: 'Neha Arora',
        email,
        phoneNumber: '+91 98123 45678',
        country: 'India',
        currentRole: 'Engineer',
        qualification: 'B.Tech',
        yearsOfExperience: 3,
        hasTeachingExperience: 'Yes',
        preferredLocation: 'Both NCR & Punjab',
        whyJoin: 'To teach coding',
        linkedinUrl: '',
        portfolioUrl: '',
      },
      verified: overrides.verified ?? true,
      verifiedAt: new Date(),
      locale: overrides.locale ?? null,
    })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

const convert = (id: string, assignments: unknown, token = tok.admin) =>
  t.post(`/api/public-forms/teacher-applications/${id}/convert`, { teaching_assignments: assignments }, token);
const mohali7 = () => [{ school_id: ids.mohali, classes: ['7A'] }];

const lastActivity = async () =>
  (await t.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1))[0];
const applicationRow = async (id: string) =>
  (await t.db.select().from(teacherApplications).where(eq(teacherApplications.id, id)))[0];
const listed = async (id: string) => {
  const res = await t.get('/api/public-forms/teacher-applications?limit=100', tok.admin);
  return res.body.data.find((a: { _id: string }) => a._id === id);
};
async function linkMailedTo(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailbox)
    .where(eq(mailbox.to, email))
    .orderBy(desc(mailbox.createdAt))
    .limit(1);
  const token = /https:\/\/pathshala\.example\.org\/set-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no set-password link mailed to ${email}: ${mail?.text}`);
  return token;
}

describe('POST /api/public-forms/teacher-applications/{id}/convert', () => {
  it('creates a pending teacher pre-filled from the application, who cannot sign in yet', async () => {
    const app = await application();
    const res = await convert(app.id, mohali7());
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Neha Arora',
      email: app.email,
      phone: '+919812345678',
      role: 'teacher',
      status: 'pending',
      teaching_assignments: [{ school_id: ids.mohali, classes: ['7A'] }],
    });
    expect(await applicationRow(app.id)).toMatchObject({ status: 'converted', userId: res.body.user._id });
    expect(await listed(app.id)).toMatchObject({
      status: 'converted',
      account: { _id: res.body.user._id, status: 'pending' },
    });
    expect(await lastActivity()).toMatchObject({ action: 'application_converted' });
    const one = await t.get(`/api/public-forms/teacher-applications/${app.id}`, tok.admin);
    expect(one.body.application).toMatchObject({ _id: app.id, name: 'Neha Arora', status: 'converted' });
    expect((await t.get(`/api/public-forms/teacher-applications/${app.id}`, tok.teacher)).status).toBe(403);
    const signIn = await t.post('/api/auth/login', { email: app.email, password: 'anything1' });
    expect(signIn.status).toBe(401);
    expect((await convert(app.id, mohali7())).status).toBe(409);
  });

  it('refuses bad input, unknown and unverified applications, and non-admins, storing nothing', async () => {
    const app = await application();
    const none = await convert(app.id, []);
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([
      { field: 'teaching_assignments', msg: 'At least one teaching assignment is required' },
    ]);
    const notOffered = await convert(app.id, [{ school_id: ids.mohali, classes: ['12Z'] }]);
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.details[0].field).toBe('teaching_assignments');
    expect((await convert(app.id, mohali7(), tok.school_manager)).status).toBe(403);
    expect((await convert('00000000-0000-4000-8000-000000000000', mohali7())).status).toBe(404);
    expect((await convert('not-an-id', mohali7())).status).toBe(404);
    const unverified = await application({ verified: false });
    expect((await convert(unverified.id, mohali7())).status).toBe(404);
    expect((await t.get(`/api/public-forms/teacher-applications/${unverified.id}`, tok.admin)).status).toBe(404);
    expect(await applicationRow(app.id)).toMatchObject({ status: 'new', userId: null });
    expect(await t.db.select().from(users).where(eq(users.email, app.email))).toEqual([]);
  });

  it('answers 409 when the e-mail already has an account', async () => {
    const app = await application({ email: 'teacher@demo.test' });
    const res = await convert(app.id, mohali7());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Email already exists');
    expect(await applicationRow(app.id)).toMatchObject({ status: 'new' });
  });
});

describe('approve: a one-time link to set the password', () => {
  it('e-mails a 48-hour link at PUBLIC_URL; the link sets the password once, then the person signs in', async () => {
    const app = await application();
    const user = (await convert(app.id, mohali7())).body.user;
    const approved = await t.patch(`/api/users/${user._id}/status`, { status: 'active' }, tok.admin);
    expect(approved.status).toBe(200);
    expect(await lastActivity()).toMatchObject({
      action: 'user_approved',
      description: 'Asha Verma approved Neha Arora',
    });
    expect(await listed(app.id)).toMatchObject({ account: { status: 'active' } });

    const token = await linkMailedTo(app.email);
    const [stored] = await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user._id));
    expect(stored?.tokenHash).not.toContain(token);
    const hours = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);

    const info = await t.post('/api/auth/password-link', { token });
    expect(info.body).toMatchObject({ name: 'Neha Arora', email: app.email });
    const differ = await t.post('/api/auth/set-password', { token, password: 'newpass1', confirmPassword: 'newpass2' });
    expect(differ.status).toBe(400);
    expect(differ.body.details).toEqual([{ field: 'confirmPassword', msg: PASSWORD_LINK_MESSAGES.passwordsDiffer }]);
    const short = await t.post('/api/auth/set-password', { token, password: 'abc', confirmPassword: 'abc' });
    expect(short.body.details[0].field).toBe('password');

    const set = await t.post('/api/auth/set-password', { token, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(PASSWORD_LINK_MESSAGES.passwordSet);
    expect(await t.login(app.email, 'newpass1')).toEqual(expect.any(String));

    const again = await t.post('/api/auth/set-password', { token, password: 'other12', confirmPassword: 'other12' });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(PASSWORD_LINK_MESSAGES.linkInvalid);
    expect((await t.post('/api/auth/password-link', { token })).status).toBe(410);
  });

  it('an expired, unknown or superseded link does nothing', async () => {
    const app = await application();
    const user = (await convert(app.id, mohali7())).body.user;
    await t.patch(`/api/users/${user._id}/status`, { status: 'active' }, tok.admin);
    const token = await linkMailedTo(app.email);
    await t.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, user._id));
    const body = { token, password: 'newpass1', confirmPassword: 'newpass1' };
    expect((await t.post('/api/auth/set-password', body)).status).toBe(410);
    expect((await t.post('/api/auth/set-password', { ...body, token: 'x'.repeat(43) })).status).toBe(410);
    expect((await t.post('/api/auth/set-password', { ...body, token: '' })).status).toBe(400);
    expect((await t.post('/api/auth/login', { email: app.email, password: 'newpass1' })).status).toBe(401);
  });

  it('a suspended account cannot use its link', async () => {
    const app = await application();
    const user = (await convert(app.id, mohali7())).body.user;
    await t.patch(`/api/users/${user._id}/status`, { status: 'active' }, tok.admin);
    const token = await linkMailedTo(app.email);
    await t.patch(`/api/users/${user._id}/status`, { status: 'suspended' }, tok.admin);
    const res = await t.post('/api/auth/set-password', { token, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(res.status).toBe(410);
  });

  it('approving through the edit form (PUT) sends the link too', async () => {
    const app = await application();
    const user = (await convert(app.id, mohali7())).body.user;
    const res = await t.put(
      `/api/users/${user._id}`,
      { name: user.name, email: user.email, role: 'teacher', status: 'active', teaching_assignments: mohali7() },
      tok.admin,
    );
    expect(res.status).toBe(200);
    expect(await linkMailedTo(app.email)).toEqual(expect.any(String));
  });

  it('an SMTP refusal leaves the account pending and says so', async () => {
    const failing = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const admin = await failing.login('admin@demo.test');
      const body = {
        name: 'Asha',
        email: uniqueEmail('smtp'),
        password: 'secret12',
        role: 'teacher',
        status: 'pending',
        teaching_assignments: [{ school_id: ids.mohali, classes: ['7A'] }],
      };
      const user = (await failing.post('/api/users', body, admin)).body.user;
      const res = await failing.patch(`/api/users/${user._id}/status`, { status: 'active' }, admin);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(APPROVAL_MESSAGES.mailFailed);
      const [row] = await failing.db.select().from(users).where(eq(users.id, user._id));
      expect(row?.status).toBe('pending');
    } finally {
      await failing.close();
    }
  });
});

describe('reject', () => {
  it('deletes the pending account and marks its application rejected with the reason', async () => {
    const app = await application();
    const user = (await convert(app.id, mohali7())).body.user;
    const blank = await t.post(`/api/users/${user._id}/reject`, { reason: '  ' }, tok.admin);
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([{ field: 'reason', msg: APPROVAL_MESSAGES.reason }]);
    expect((await t.post(`/api/users/${user._id}/reject`, { reason: 'x' }, tok.school_manager)).status).toBe(403);

    const res = await t.post(`/api/users/${user._id}/reject`, { reason: 'No B.Ed yet' }, tok.admin);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(await listed(app.id)).toMatchObject({ status: 'rejected', decisionReason: 'No B.Ed yet', account: null });
    expect(await lastActivity()).toMatchObject({ action: 'user_rejected' });
    expect((await convert(app.id, mohali7())).status).toBe(409);
  });

  it('refuses to reject an account that is not pending', async () => {
    const id = await ids.userId('teacher@demo.test');
    const res = await t.post(`/api/users/${id}/reject`, { reason: 'Nope' }, tok.admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(APPROVAL_MESSAGES.notPending);
  });

  it('rejects an application before or after conversion, not after approval', async () => {
    const fresh = await application();
    const url = (id: string) => `/api/public-forms/teacher-applications/${id}/reject`;
    expect((await t.post(url(fresh.id), { reason: 'Location full' }, tok.admin)).status).toBe(200);
    expect(await applicationRow(fresh.id)).toMatchObject({ status: 'rejected', decisionReason: 'Location full' });
    expect((await t.post(url(fresh.id), { reason: 'Again' }, tok.admin)).status).toBe(409);

    const converted = await application();
    const user = (await convert(converted.id, mohali7())).body.user;
    expect((await t.post(url(converted.id), { reason: 'Changed our mind' }, tok.admin)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);

    const approved = await application();
    const active = (await convert(approved.id, mohali7())).body.user;
    await t.patch(`/api/users/${active._id}/status`, { status: 'active' }, tok.admin);
    expect((await t.post(url(approved.id), { reason: 'Too late' }, tok.admin)).status).toBe(409);
  });

  it('the pending account cannot sign in with any password', async () => {
    const app = await application();
    await convert(app.id, mohali7());
    const res = await t.post('/api/auth/login', { email: app.email, password: 'secret12' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe("the account's language (issue 42)", () => {
  it('starts in the language the application was filled in; its set-password e-mail is written in it', async () => {
    const app = await application({ locale: 'pa-IN' });
    const { body } = await convert(app.id, mohali7());
    expect(body.user.locale).toBe('pa-IN');
    expect((await t.patch(`/api/users/${body.user._id}/status`, { status: 'active' }, tok.admin)).status).toBe(200);
    const [mail] = await t.db.select().from(mailbox).where(eq(mailbox.to, app.email)).orderBy(desc(mailbox.createdAt));
    expect(mail?.subject).toBe('ਤੁਹਾਡਾ Pathshala ਖਾਤਾ ਮਨਜ਼ੂਰ ਹੋ ਗਿਆ ਹੈ: ਆਪਣਾ ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ');
    expect(mail?.text).toMatch(/^ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ Neha Arora,/);
    expect(await linkMailedTo(app.email)).toBeTruthy();
  });

  it('an application of no recorded language makes an account without one, mailed in English', async () => {
    const app = await application();
    const { body } = await convert(app.id, mohali7());
    expect(body.user.locale).toBeNull();
    await t.patch(`/api/users/${body.user._id}/status`, { status: 'active' }, tok.admin);
    const [mail] = await t.db.select().from(mailbox).where(eq(mailbox.to, app.email)).orderBy(desc(mailbox.createdAt));
    expect(mail?.subject).toBe('Your Pathshala account is approved: set your password');
  });
});
