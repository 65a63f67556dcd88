import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/people';
import { authTokens } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { setUserStatus } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUSPENDED = 'Your account is suspended. Please contact the administrator.';
const PENDING = 'Your account is awaiting approval. Please contact the administrator.';

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const login = (email: string, password = 'demo1234') => t.post('/api/auth/login', { email, password });

describe('suspended users', () => {
  it('cannot sign in, with a clear message, and their live tokens stop working', async () => {
    const email = 'teacher@demo.test';
    const token = await t.login(email);
    const id = await userId(email);

    await setUserStatus(t.db, id, 'suspended');
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: SUSPENDED });
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);

    // The tokens are revoked, not just filtered: reactivating the account does not bring them back.
    const live = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, id), isNull(authTokens.revokedAt)));
    expect(live).toHaveLength(0);
    await setUserStatus(t.db, id, 'active');
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
    expect((await login(email)).status).toBe(200);
  });

  it('stops a token at once even when the status is changed directly in the database', async () => {
    const email = 'school.manager@demo.test';
    const token = await t.login(email);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
    expect((await login(email)).body).toEqual({ error: SUSPENDED });
  });

  it('gets the generic answer with a wrong password, so the status does not leak', async () => {
    const email = 'institution.manager@demo.test';
    await setUserStatus(t.db, await userId(email), 'suspended');
    const res = await login(email, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid email or password' });
  });
});

describe('pending users', () => {
  it('cannot sign in, with a clear message', async () => {
    const email = 'student@demo.test';
    const token = await t.login(email);
    await setUserStatus(t.db, await userId(email), 'pending');
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: PENDING });
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
  });
});
