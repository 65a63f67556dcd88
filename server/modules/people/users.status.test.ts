import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens, uniqueEmail } from '#server/testing/people-fixtures';

let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const lastActivity = async () =>
  (await t.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1))[0];

const studentBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kiran Rao',
  email: uniqueEmail('kiran'),
  password: 'secret12',
  role: 'student',
  phone: '+919812345678',
  studies_at_school: ids.mohali,
  student_details: {
    student_id: `T-${Math.random().toString(36).slice(2, 8)}`,
    class_level: '7b',
    parent_contact: '+919800000001',
  },
  ...overrides,
});

describe('PATCH /api/users/{id}/status', () => {
  it('approves a pending user and logs it', async () => {
    const created = await t.post('/api/users', studentBody({ status: 'pending', name: 'Pending Pal' }), tok.admin);
    const res = await t.patch(`/api/users/${created.body.user._id}/status`, { status: 'active' }, tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.user.status).toBe('active');
    expect(await lastActivity()).toMatchObject({
      action: 'user_approved',
      description: 'Asha Verma approved Pending Pal',
    });
  });

  it("suspending revokes the user's sessions at once", async () => {
    const body = studentBody();
    const created = await t.post('/api/users', body, tok.admin);
    const token = await t.login(body.email, 'secret12');
    expect((await t.get('/api/auth/profile', token)).status).toBe(200);
    const res = await t.patch(`/api/users/${created.body.user._id}/status`, { status: 'suspended' }, tok.admin);
    expect(res.body.user.status).toBe('suspended');
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
    await t.patch(`/api/users/${created.body.user._id}/status`, { status: 'active' }, tok.admin);
    expect((await t.get('/api/auth/profile', token)).status).toBe(401);
    expect(await lastActivity()).toMatchObject({ description: `Reactivated user ${body.name}` });
  });

  it("validates the status and refuses the admin's own", async () => {
    const id = await ids.userId('rohan.mehta@demo.test');
    expect((await t.patch(`/api/users/${id}/status`, {}, tok.admin)).body.details).toEqual([
      { field: 'status', msg: 'Status is required' },
    ]);
    expect((await t.patch(`/api/users/${id}/status`, { status: 'gone' }, tok.admin)).body.details).toEqual([
      { field: 'status', msg: 'Status must be active, pending or suspended' },
    ]);
    const adminId = await ids.userId('admin@demo.test');
    expect((await t.patch(`/api/users/${adminId}/status`, { status: 'suspended' }, tok.admin)).status).toBe(400);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a user without teaching history, and logs it', async () => {
    const created = await t.post('/api/users', studentBody({ name: 'Short Stay' }), tok.admin);
    const res = await t.del(`/api/users/${created.body.user._id}`, tok.admin);
    expect(res.status).toBe(200);
    expect((await t.get(`/api/users/${created.body.user._id}`, tok.admin)).status).toBe(404);
    expect(await lastActivity()).toMatchObject({
      action: 'user_deleted',
      description: 'Deleted user Short Stay (Student)',
    });
  });

  it('refuses a teacher with sessions (409) and the admin themself', async () => {
    const teacher = await ids.userId('teacher@demo.test');
    const res = await t.del(`/api/users/${teacher}`, tok.admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(
      /^Cannot delete Priya Sharma: they have \d+ class sessions.*Suspend the account instead\.$/,
    );
    expect((await t.del(`/api/users/${await ids.userId('admin@demo.test')}`, tok.admin)).status).toBe(400);
  });
});
