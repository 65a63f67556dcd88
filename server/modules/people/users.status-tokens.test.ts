import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES } from '#contract/password-links';
import { mailbox } from '#server/db/schema/public-forms';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens, uniqueEmail } from '#server/testing/people-fixtures';

/**
 * Issue 38: a status change away from active ends the user's tokens for good (a return to active does not bring
 * them back), through PATCH /users/{id}/status and PUT /users/{id} alike; a set-password link issued before a
 * status change is spent.
 */
let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://pathshala.example.org' });
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const assignments = () => [{ school_id: ids.mohali, classes: ['7A'] }];

async function newTeacher(status: 'active' | 'pending' = 'active') {
  const email = uniqueEmail('round.trip');
  const body = { name: 'Round Trip', email, password: 'secret12', role: 'teacher', status };
  const res = await t.post('/api/users', { ...body, teaching_assignments: assignments() }, tok.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.user._id as string, email };
}

const ROUTES = {
  PATCH: (id: string, status: string) => t.patch(`/api/users/${id}/status`, { status }, tok.admin),
  PUT: (id: string, status: string, email = '') =>
    t.put(
      `/api/users/${id}`,
      { name: 'Round Trip', email, role: 'teacher', status, teaching_assignments: assignments() },
      tok.admin,
    ),
};

/** What a token answers on two routes: its own profile and the teacher's sessions. */
const answers = async (token: string) => [
  (await t.get('/api/auth/profile', token)).status,
  (await t.get('/api/class-sessions', token)).status,
];

describe.each(['PATCH', 'PUT'] as const)('a status round trip through %s', (route) => {
  it.each(['pending', 'suspended'])('to %s and back to active: the old tokens stay dead', async (away) => {
    const { id, email } = await newTeacher();
    const old = [await t.login(email, 'secret12'), await t.login(email, 'secret12')];
    for (const token of old) expect(await answers(token)).toEqual([200, 200]);

    expect((await ROUTES[route](id, away, email)).status).toBe(200);
    for (const token of old) expect(await answers(token)).toEqual([401, 401]);
    const back = await ROUTES[route](id, 'active', email);
    expect(back.status).toBe(200);
    expect(back.body.user.status).toBe('active');
    for (const token of old) expect(await answers(token)).toEqual([401, 401]);

    // A sign-in after the return works as usual.
    expect(await answers(await t.login(email, 'secret12'))).toEqual([200, 200]);
  });
});

async function linkMailedTo(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailbox)
    .where(eq(mailbox.to, email))
    .orderBy(desc(mailbox.createdAt))
    .limit(1);
  const token = /\/set-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no set-password link mailed to ${email}`);
  return token;
}
const setPassword = (token: string, password = 'newpass1') =>
  t.post('/api/auth/set-password', { token, password, confirmPassword: password });

describe.each(['PATCH', 'PUT'] as const)('a set-password link issued before a status change (%s)', (route) => {
  it('is spent by a suspension: it does not work after reactivation', async () => {
    const { id, email } = await newTeacher('pending');
    await ROUTES[route](id, 'active', email);
    const link = await linkMailedTo(email);
    await ROUTES[route](id, 'suspended', email);
    expect((await ROUTES[route](id, 'active', email)).status).toBe(200);
    expect((await t.post('/api/auth/password-link', { token: link })).status).toBe(410);
    const res = await setPassword(link);
    expect(res.status).toBe(410);
    expect(res.body.error).toBe(PASSWORD_LINK_MESSAGES.linkInvalid);
    expect((await t.post('/api/auth/login', { email, password: 'newpass1' })).status).toBe(401);
  });

  it('is spent by a return to pending: only the link of the new approval works', async () => {
    const { id, email } = await newTeacher('pending');
    await ROUTES[route](id, 'active', email);
    const first = await linkMailedTo(email);
    await ROUTES[route](id, 'pending', email);
    await ROUTES[route](id, 'active', email);
    const second = await linkMailedTo(email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).status).toBe(410);
    expect((await setPassword(second)).status).toBe(200);
    expect(await t.login(email, 'newpass1')).toEqual(expect.any(String));
  });
});
