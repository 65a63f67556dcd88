import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createWorld } from '#server/testing/analytics-fixture';

/** Rule 4: outside the caller's scope answers 404, a call outside their role 403. */
let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
const tokens: Record<string, string> = {};
let demoTeacherId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const logins = {
    admin: 'admin@demo.test',
    demoIm: 'institution.manager@demo.test',
    demoSm: 'school.manager@demo.test',
    demoTeacher: 'teacher@demo.test',
    im: 'im@test.test',
    sm: 'sm@test.test',
    t1: 't1@test.test',
    t2: 't2@test.test',
    s1: 's1@test.test',
    s4: 's4@test.test',
  };
  for (const [k, email] of Object.entries(logins)) tokens[k] = await t.login(email);
  demoTeacherId = (await t.get('/api/auth/profile', tokens.demoTeacher)).body.user._id;
});
afterAll(() => t.close());

const status = async (url: string, who: string) => (await t.get(url, tokens[who])).status;

describe('analytics scope', () => {
  it('general view: managers only, and only inside their scope', async () => {
    expect(await status('/api/analytics/comprehensive', 't1')).toBe(403);
    expect(await status('/api/analytics/comprehensive', 's1')).toBe(403);
    expect(await status(`/api/analytics/comprehensive?school_id=${w.schoolA}`, 'demoSm')).toBe(404);
    expect(await status(`/api/analytics/comprehensive?institution_id=${w.institutionId}`, 'demoIm')).toBe(404);
    expect(await status(`/api/analytics/comprehensive?institution_id=${w.institutionId}`, 'sm')).toBe(403);
    expect(await status('/api/analytics/comprehensive?school_id=not-a-uuid', 'admin')).toBe(404);
    const own = await t.get('/api/analytics/comprehensive', tokens.sm);
    expect(own.body).toMatchObject({ variant: 'school', overview: { total_schools: 2, total_students: 6 } });
    const system = await t.get('/api/analytics/comprehensive', tokens.admin);
    expect(system.body.variant).toBe('system');
    expect(system.body.overview.total_schools).toBeGreaterThan(2);
  });

  it('institution analytics: admins and their institution manager', async () => {
    expect(await status(`/api/institutions/${w.institutionId}/analytics`, 'admin')).toBe(200);
    expect(await status(`/api/institutions/${w.institutionId}/analytics`, 'im')).toBe(200);
    expect(await status(`/api/institutions/${w.institutionId}/analytics`, 'demoIm')).toBe(404);
    expect(await status(`/api/analytics/institution/${w.institutionId}`, 'sm')).toBe(403);
    expect(await status(`/api/analytics/institution/${w.institutionId}`, 't1')).toBe(403);
    expect(await status('/api/analytics/institution/00000000-0000-0000-0000-000000000000', 'admin')).toBe(404);
  });

  it('school analytics: managers of the school and its teachers', async () => {
    for (const who of ['admin', 'im', 'sm', 't1', 't2'])
      expect(await status(`/api/schools/${w.schoolA}/analytics`, who)).toBe(200);
    expect(await status(`/api/schools/${w.schoolA}/analytics`, 'demoSm')).toBe(404);
    expect(await status(`/api/schools/${w.schoolA}/analytics`, 'demoIm')).toBe(404);
    expect(await status(`/api/analytics/school/${w.schoolA}`, 'demoTeacher')).toBe(404);
    expect(await status(`/api/analytics/school/${w.schoolB}`, 't1')).toBe(404);
    expect(await status(`/api/analytics/school/${w.schoolA}`, 's1')).toBe(403);
  });

  it('teacher analytics: a teacher only themself; managers the teachers of their schools', async () => {
    expect(await status(`/api/analytics/teacher/${w.t1}`, 't1')).toBe(200);
    expect(await status(`/api/analytics/teacher/${demoTeacherId}`, 't1')).toBe(404);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 't2')).toBe(404);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 'admin')).toBe(200);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 'im')).toBe(200);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 'sm')).toBe(200);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 'demoIm')).toBe(404);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 'demoSm')).toBe(404);
    expect(await status(`/api/analytics/teacher/${w.t1}`, 's1')).toBe(403);
    expect(await status(`/api/analytics/teacher/${w.student}`, 'admin')).toBe(404);
  });

  it('student progress: a student only themself, teachers their classes, managers their schools', async () => {
    const url = `/api/students/${w.student}/progress`;
    for (const who of ['s1', 't1', 'sm', 'im', 'admin']) expect(await status(url, who)).toBe(200);
    expect(await status(url, 's4')).toBe(404);
    expect(await status(url, 't2')).toBe(404);
    expect(await status(url, 'demoTeacher')).toBe(404);
    expect(await status(url, 'demoSm')).toBe(404);
    expect(await status(url, 'demoIm')).toBe(404);
    expect(await status(`/api/analytics/student/${w.student}`, 's4')).toBe(404);
    expect(await status(`/api/students/${w.t1}/progress`, 'admin')).toBe(404);
    expect((await t.get(url)).status).toBe(401);
  });
});
