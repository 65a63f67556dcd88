import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backups } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { duration as age } from '#contract/durations';
import { checkBackups } from './backup-health';

// System Health's backup line (admin dashboard): the last backup's time, size and result; a warning when the last
// good one is older than two intervals (or there is none after that long), a failure when the last one failed.
let t: TestApp;
let admin: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(backups);
});

const record = (hoursAgo: number, status: 'ok' | 'failed', extra: Partial<typeof backups.$inferInsert> = {}) =>
  t.db.insert(backups).values({
    startedAt: new Date(Date.now() - hoursAgo * HOUR),
    finishedAt: new Date(Date.now() - hoursAgo * HOUR + 20_000),
    trigger: 'schedule',
    status,
    durationMs: 20_000,
    ...(status === 'ok'
      ? { file: '/backups/pathshala-backup-x.jsonl.gz', sizeBytes: 12.5 * 1024 ** 2 }
      : { error: 'No space left on device.' }),
    ...extra,
  });
const health = async () => (await t.get('/api/analytics/dashboard', admin)).body.system_health;
const line = async () => (await health()).checks.find((c: { name: string }) => c.name === 'backups');

describe('System Health: backups', () => {
  it('shows the last backup: its time, size and result', async () => {
    await record(30, 'ok');
    await record(2, 'ok');
    const shown = await health();
    expect(shown.checks.find((c: { name: string }) => c.name === 'backups')).toEqual({
      name: 'backups',
      status: 'ok',
      message: 'Last backup 2 hours ago: 12.5 MB, restored and checked.',
    });
    expect(shown.backups).toMatchObject({ interval_hours: 24, last_status: 'ok', last_size_bytes: 12.5 * 1024 ** 2 });
    expect(Date.now() - Date.parse(shown.backups.last_at)).toBeCloseTo(2 * HOUR, -4);
  });

  it('warns when the last good backup is older than two intervals', async () => {
    await record(49, 'ok');
    expect(await line()).toEqual({
      name: 'backups',
      status: 'warn',
      message: 'The last good backup is 2 days old: backups are due every 24 hours.',
    });
    expect((await health()).status).toBe('degraded');
  });

  it('fails when the last backup failed, and says how old the last good one is', async () => {
    await record(26, 'ok');
    await record(1, 'failed');
    expect(await line()).toEqual({
      name: 'backups',
      status: 'fail',
      message: 'The last backup failed 1 hour ago: No space left on device. The last good one is 26 hours old.',
    });
    const shown = await health();
    expect(shown.status).toBe('unhealthy');
    expect(shown.backups).toMatchObject({ last_status: 'failed', last_error: 'No space left on device.' });
  });

  it('with none yet: fine at first, a warning once the server has run two intervals without one', async () => {
    expect((await checkBackups(t.db, t.env, HOUR)).check).toEqual({
      name: 'backups',
      status: 'ok',
      message: 'Scheduled: the first backup is taken within an hour of the start, then every interval.',
    });
    expect((await checkBackups(t.db, t.env, 49 * HOUR)).check).toEqual({
      name: 'backups',
      status: 'warn',
      message: 'No backup has been taken yet, though the server has run for 2 days.',
    });
  });

  it('warns when scheduled backups are off', async () => {
    await record(3, 'ok');
    const off = await checkBackups(t.db, { ...t.env, backupIntervalHours: 0 });
    expect(off.check).toEqual({
      name: 'backups',
      status: 'warn',
      message:
        'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0): run npm run db:backup. The last backup was taken 3 hours ago.',
    });
  });

  it('says ages in words', () => {
    expect([
      age(20_000),
      age(60_000),
      age(59 * 60_000),
      age(89 * 60_000),
      age(3 * HOUR),
      age(47 * HOUR),
      age(72 * HOUR),
    ]).toEqual(['less than a minute', '1 minute', '59 minutes', '1 hour', '3 hours', '47 hours', '3 days']);
  });
});
