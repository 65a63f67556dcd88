import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '#server/db/schema/system';
import { sha256 } from '#server/lib/crypto';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in a demo account and returns a token and the user', async () => {
    const res = await t.post('/api/auth/login', { email: 'teacher@demo.test', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThanOrEqual(22);
    expect(res.body.user).toMatchObject({ email: 'teacher@demo.test', role: 'teacher', status: 'active' });
    expect(res.body.user.teaching_assignments).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toMatch(/password_?hash/i);
  });

  it('signs in every demo role with the demo password', async () => {
    const roles: Record<string, string> = {
      'admin@demo.test': 'admin',
      'institution.manager@demo.test': 'institution_manager',
      'school.manager@demo.test': 'school_manager',
      'teacher@demo.test': 'teacher',
      'student@demo.test': 'student',
    };
    for (const [email, role] of Object.entries(roles)) {
      const res = await t.post('/api/auth/login', { email, password: 'demo1234' });
      expect(res.status, email).toBe(200);
      expect(res.body.user.role).toBe(role);
    }
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const res = await t.post('/api/auth/login', { email: '  Student@Demo.TEST ', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('student@demo.test');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await t.post('/api/auth/login', { email: 'teacher@demo.test', password: 'nope-nope' });
    const unknown = await t.post('/api/auth/login', { email: 'nobody@demo.test', password: 'demo1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('keeps only a hash of the token, and each sign-in gets its own token', async () => {
    const a = await t.login('admin@demo.test');
    const b = await t.login('admin@demo.test');
    expect(a).not.toBe(b);
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(a)));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, a))).toHaveLength(0);
  });
});

describe('GET /api/auth/profile', () => {
  it('returns the signed-in user with their role links', async () => {
    const token = await t.login('student@demo.test');
    const res = await t.get('/api/auth/profile', token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'student@demo.test', role: 'student', status: 'active' });
    expect(res.body.user._id).toEqual(expect.any(String));
    expect(res.body.user.studies_at_school).toEqual(expect.any(String));
    expect(res.body.user.student_details.class_level).toMatch(/^\d+[A-Z]$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password_?hash|\$argon2/i);
  });

  it('answers 401 without a token, with an unknown token and with an expired token', async () => {
    expect(await t.get('/api/auth/profile')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect((await t.get('/api/auth/profile', 'not-a-real-token')).status).toBe(401);

    const token = await t.login('teacher@demo.test');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const token = await t.login('school.manager@demo.test');
    const other = await t.login('school.manager@demo.test');
    expect((await t.get('/api/auth/profile', token)).status).toBe(200);

    const res = await t.post('/api/auth/logout', undefined, token);
    expect(res.status).toBe(200);
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
    expect((await t.post('/api/auth/logout', undefined, token)).status).toBe(401);
    expect((await t.get('/api/auth/profile', other)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.post('/api/auth/logout', undefined)).status).toBe(401);
  });
});
