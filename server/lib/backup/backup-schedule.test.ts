import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backups } from '#server/db/schema/system';
import { engineOf } from '#server/testing/backup-fixture';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { BACKUP_FILE } from './backup-format';
import { type BackupScheduler, startBackupSchedule } from './backup-schedule';
import { readBackupStatus } from './backup-status';

// The server's schedule: a backup every interval, the older files deleted past BACKUP_KEEP, and on a PostgreSQL
// shared by several processes each scheduled backup taken by one of them.
let t: TestApp;
const HOUR = 3_600_000;
const running: BackupScheduler[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const s of running) s.stop();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(backups);
});

function schedule(intervalMs: number, keep: number) {
  const env = { ...t.env, backupIntervalHours: intervalMs / HOUR, backupKeep: keep };
  // Started long ago: the first backup is due at once.
  const s = startBackupSchedule({
    db: t.db,
    env,
    engine: engineOf(),
    databaseUrl: env.databaseUrl,
    startedAt: new Date(Date.now() - 2 * HOUR),
  });
  running.push(s);
  return s;
}
async function records(atLeast: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.db.select().from(backups).orderBy(backups.startedAt);
    if (rows.length >= atLeast || Date.now() > until) return rows;
    await sleep(250);
  }
}
const files = () => readdirSync(t.env.backupDir).filter((n) => BACKUP_FILE.test(n));

describe('scheduled backups', () => {
  it('are taken every interval, and only BACKUP_KEEP files are kept', { timeout: 300_000 }, async () => {
    const s = schedule(2_000, 1);
    const taken = await records(2, 240_000);
    s.stop();
    expect(taken.map((r) => [r.trigger, r.status, r.error])).toEqual([
      ['schedule', 'ok', null],
      ['schedule', 'ok', null],
    ]);
    const [first, second] = taken;
    // The second waited for the interval after the first began.
    expect(second?.startedAt.getTime()).toBeGreaterThanOrEqual((first?.startedAt.getTime() ?? 0) + 2_000);
    expect(files()).toEqual([second?.file?.split('/').at(-1)]);
  });

  it.runIf(engineOf() === 'postgres')(
    'on a shared PostgreSQL, are taken by one process at a time, once per interval',
    { timeout: 300_000 },
    async () => {
      // Two processes' schedules, both due now, with an hour between backups: one takes it, the other does not.
      const a = schedule(HOUR, 7);
      const b = schedule(HOUR, 7);
      const taken = await records(1, 240_000);
      await sleep(3_000); // time for the second schedule to have tried
      a.stop();
      b.stop();
      expect((await records(2, 0)).map((r) => r.status)).toEqual(['ok']);
      expect(taken[0]?.trigger).toBe('schedule');
    },
  );

  it('take a backup asked for now after the one under way, and answer two asks with one backup', {
    timeout: 300_000,
  }, async () => {
    const s = schedule(HOUR, 7);
    // The scheduled one is due at once: ask while it runs.
    while (readBackupStatus(t.env.dataDir)?.status !== 'running') await sleep(20);
    const [one, two] = await Promise.all([s.runNow(), s.runNow()]);
    s.stop();
    expect(one?.id).toBe(two?.id);
    const all = await records(3, 0);
    expect(all.map((r) => `${r.trigger} ${r.status}`)).toEqual(['schedule ok', 'manual ok']);
    expect(all[1]?.id).toBe(one?.id);
    expect(all[1]?.startedAt.getTime()).toBeGreaterThanOrEqual(all[0]?.finishedAt.getTime() ?? Infinity);
  });
});
