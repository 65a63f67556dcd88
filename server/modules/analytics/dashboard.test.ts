import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/people';
import { classSessions, jobs } from '#server/db/schema/teaching';
import { logActivity } from '#server/lib/activity';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createWorld } from '#server/testing/analytics-fixture';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

describe('GET /api/analytics/dashboard', () => {
  it('counts what the database holds and changes when data is added', async () => {
    const before = (await t.get('/api/analytics/dashboard', admin)).body;
    await createWorld(t);
    await t.db
      .insert(users)
      .values({ name: 'Waiting', email: 'waiting@test.test', role: 'teacher', passwordHash: 'x', status: 'pending' });
    const res = await t.get('/api/analytics/dashboard', admin);
    expect(res.status).toBe(200);
    // The world adds 2 managers, 2 teachers, 6 students, 1 institution, 2 schools and 4 sessions; plus one pending teacher.
    expect(res.body.overview).toEqual({
      total_users: before.overview.total_users + 11,
      total_institutions: before.overview.total_institutions + 1,
      total_schools: before.overview.total_schools + 2,
      total_students: before.overview.total_students + 6,
      total_teachers: before.overview.total_teachers + 3,
      total_sessions: before.overview.total_sessions + 4,
      pending_approvals: before.overview.pending_approvals + 1,
    });
  });

  it('keeps the session total exact through inserts, upserts and deletes', async () => {
    const total = async () => (await t.get('/api/analytics/dashboard', admin)).body.overview.total_sessions as number;
    const counted = (await t.db.execute(sql`select count(*)::int as n from class_sessions`)) as unknown as {
      rows: { n: number }[];
    };
    const before = await total();
    expect(before).toBe(counted.rows[0]?.n);
    const [row] = await t.db.select().from(classSessions).limit(1);
    if (!row) throw new Error('no session');
    // An upsert that updates an existing session adds nothing.
    await t.db
      .insert(classSessions)
      .values(row)
      .onConflictDoUpdate({ target: classSessions.id, set: { notes: 'again' } });
    expect(await total()).toBe(before);
    await t.db.delete(classSessions).where(eq(classSessions.id, row.id));
    expect(await total()).toBe(before - 1);
    await t.db.insert(classSessions).values(row);
    expect(await total()).toBe(before);
  });

  it('lists the latest activity-log entries first', async () => {
    await logActivity(t.db, {
      actorId: null,
      action: 'school_created',
      entityType: 'school',
      description: 'School Zeta created',
    });
    const res = await t.get('/api/analytics/dashboard', admin);
    expect(res.body.time_series[0]).toMatchObject({
      description: 'School Zeta created',
      action: 'school_created',
      entity_type: 'school',
    });
    expect(Date.parse(res.body.time_series[0].timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.time_series.length).toBeLessThanOrEqual(10);
  });

  it('reports system health from real checks, and a failed job lowers it', async () => {
    const ok = (await t.get('/api/analytics/dashboard', admin)).body.system_health;
    expect(ok.database.reachable).toBe(true);
    expect(ok.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(ok.storage.free_bytes).toBeGreaterThan(0);
    expect(ok.checks.map((c: { name: string }) => c.name)).toEqual(['database', 'jobs', 'storage', 'backups']);
    await t.db.insert(jobs).values({ kind: 'pdf_to_slides', status: 'failed', error: 'corrupt PDF' });
    const after = (await t.get('/api/analytics/dashboard', admin)).body.system_health;
    expect(after.jobs.failed_24h).toBe(ok.jobs.failed_24h + 1);
    expect(after.checks[1]).toEqual({
      name: 'jobs',
      status: 'warn',
      message: `Background jobs: ${after.jobs.failed_24h} failed in the last 24 hours`,
    });
    const points = after.checks.reduce(
      (n: number, c: { status: string }) => n + (c.status === 'ok' ? 1 : c.status === 'warn' ? 0.5 : 0),
      0,
    );
    expect(after.score).toBe(Math.round((points / after.checks.length) * 100));
    expect(after.score).toBeLessThan(100);
    expect(after.status).not.toBe('healthy');
  });

  it('is for admins only', async () => {
    for (const email of [
      'institution.manager@demo.test',
      'school.manager@demo.test',
      'teacher@demo.test',
      'student@demo.test',
    ]) {
      const res = await t.get('/api/analytics/dashboard', await t.login(email));
      expect(res.status).toBe(403);
    }
    expect((await t.get('/api/analytics/dashboard')).status).toBe(401);
  });
});
