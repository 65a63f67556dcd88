import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, currentPassword: unknown, newPassword: unknown) =>
  t.put('/api/auth/change-password', { currentPassword, newPassword }, token);
const login = (email: string, password: string) => t.post('/api/auth/login', { email, password });

describe('PUT /api/auth/change-password', () => {
  it('rejects a wrong current password with a field message and changes nothing', async () => {
    const token = await t.login('admin@demo.test');
    const res = await change(token, 'not-my-password', 'brand-new-1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Current password is incorrect',
      details: [{ field: 'currentPassword', msg: 'Current password is incorrect' }],
    });
    expect((await login('admin@demo.test', 'demo1234')).status).toBe(200);
  });

  it('rejects a new password shorter than 6 characters', async () => {
    const token = await t.login('admin@demo.test');
    const res = await change(token, 'demo1234', '12345');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'newPassword', msg: 'Password must be at least 6 characters' }]);
    expect(res.body.error).toBe('Password must be at least 6 characters');
    expect((await login('admin@demo.test', '12345')).status).toBe(401);
  });

  it('names every missing field', async () => {
    const token = await t.login('admin@demo.test');
    const res = await t.put('/api/auth/change-password', {}, token);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'currentPassword', msg: 'Current password is required' },
      { field: 'newPassword', msg: 'New password is required' },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.put('/api/auth/change-password', { currentPassword: 'demo1234', newPassword: 'x'.repeat(8) })).status,
    ).toBe(401);
  });

  it('changes the password, revokes the other sessions and keeps the current one', async () => {
    const email = 'teacher@demo.test';
    const current = await t.login(email);
    const otherDevice = await t.login(email);

    const res = await change(current, 'demo1234', 'chalk-and-board');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully' });

    expect((await login(email, 'demo1234')).body).toEqual({ error: 'Invalid email or password' });
    expect((await login(email, 'chalk-and-board')).status).toBe(200);
    expect((await t.get('/api/auth/profile', current)).status).toBe(200);
    expect((await t.get('/api/auth/profile', otherDevice)).status).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user!.id), eq(activityLog.action, 'password_changed')));
    expect(logged).toHaveLength(1);
  });

  it('clears the must-change-password flag', async () => {
    const email = 'school.manager@demo.test';
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
    const token = await t.login(email);
    expect((await t.get('/api/auth/profile', token)).body.user.must_change_password).toBe(true);
    expect((await change(token, 'demo1234', 'another-secret')).status).toBe(200);
    expect((await t.get('/api/auth/profile', token)).body.user.must_change_password).toBe(false);
  });
});
