import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await t.post('/api/auth/login', { email: 'teacher@demo.test', password: 'nope-nope' });
    const unknown = await t.post('/api/auth/login', { email: 'nobody@demo.test', password: 'demo1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });
});
