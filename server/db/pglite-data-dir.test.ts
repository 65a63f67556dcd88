import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGlite } from './client';
import { DataDirInUseError, LOCK_FILE, lockHolder } from './data-dir-lock';
import { DatabaseDamagedError, openPGliteDataDir } from './pglite-data-dir';
import { DURABLE_START_PARAMS, DurableNodeFS } from './pglite-durable';

const work = mkdtempSync(path.join(os.tmpdir(), 'pathshala-data-dir-'));
/** One database made once (about 7 s); each case works on a copy. */
const made = path.join(work, 'made');
let seq = 0;
const copy = () => {
  const dir = path.join(work, `case-${++seq}`);
  cpSync(made, dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  const { client, release } = await openPGliteDataDir(made, createPGlite);
  await client.exec('create table marks (id serial primary key, note text)');
  await client.close();
  release();
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }), 60_000);

describe('the embedded database on the disk', () => {
  it('is made whole in a folder of its own, renamed into place, and the lock is given back', () => {
    expect(readdirSync(made).sort()).toEqual(['db']);
    expect(existsSync(path.join(made, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('flushes the WAL at every commit: PostgreSQL runs with fsync on, and its flushes reach the disk', async () => {
    const fs = new DurableNodeFS(path.join(copy(), 'db'));
    const client = await createPGlite({ fs, startParams: DURABLE_START_PARAMS });
    expect((await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
    const before = fs.flushes;
    for (let i = 0; i < 20; i++) await client.query('insert into marks (note) values ($1)', [`n${i}`]);
    expect(fs.flushes - before).toBeGreaterThanOrEqual(20);
    await client.close();
  });

  it('keeps every row through a restart, and the lock names this process while open', async () => {
    const dir = copy();
    const first = await openPGliteDataDir(dir, createPGlite);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    await first.client.query(`insert into marks (note) values ('kept')`);
    await first.client.close();
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openPGliteDataDir(dir, createPGlite);
    expect((await again.client.query('select note from marks')).rows).toEqual([{ note: 'kept' }]);
    await again.client.close();
    again.release();
  });

  it('refuses a directory another live process holds, and takes over a stale or empty lock', async () => {
    const dir = copy();
    // A live process that is not this one: the test runner's parent.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, startTicks: null, startedAt: 'x' }));
    await expect(openPGliteDataDir(dir, createPGlite)).rejects.toBeInstanceOf(DataDirInUseError);
    writeFileSync(path.join(dir, LOCK_FILE), ''); // what a cut can leave
    writeFileSync(path.join(dir, 'db', 'postmaster.pid'), ''); // PostgreSQL alone refuses an empty one
    const opened = await openPGliteDataDir(dir, createPGlite);
    expect((await opened.client.query('select count(*)::int as n from marks')).rows).toEqual([{ n: 0 }]);
    await opened.client.close();
    opened.release();
  });

  it('takes over a lock whose process is a zombie (killed, not reaped: it holds no file)', async () => {
    const dir = copy();
    // `sleep 0.1` becomes a zombie: its parent turned into `sleep 30`, which never reaps a child.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number((await once(parent.stdout, 'data'))[0].toString());
      await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, startTicks: null, startedAt: 'x' }));
      expect(lockHolder(dir)).toBeNull();
      const opened = await openPGliteDataDir(dir, createPGlite);
      await opened.client.close();
      opened.release();
    } finally {
      parent.kill();
    }
  });

  it('never replaces a damaged directory: it says so, names the restore command and leaves every file', async () => {
    const dir = copy();
    rmSync(path.join(dir, 'db', 'global', 'pg_control'));
    // Every file stays (PostgreSQL may add its postmaster.pid before it gives up).
    const files = () => readdirSync(path.join(dir, 'db')).filter((name) => name !== 'postmaster.pid');
    const before = files();
    const failure = await openPGliteDataDir(dir, createPGlite).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseDamagedError);
    expect((failure as Error).message).toContain(path.join(dir, 'db'));
    expect((failure as Error).message).toContain('npm run db:restore -- <backup file>');
    expect((failure as Error).message).toContain('could not open file "global/pg_control"');
    expect(files()).toEqual(before);
    expect(lockHolder(dir)).toBeNull();
  });

  it('refuses a folder with files but no PG_VERSION, and removes a half-made new database', async () => {
    const dir = copy();
    rmSync(path.join(dir, 'db', 'PG_VERSION'));
    mkdirSync(path.join(dir, 'db.new-123'));
    await expect(openPGliteDataDir(dir, createPGlite)).rejects.toThrow(/no PG_VERSION/);
    expect(existsSync(path.join(dir, 'db.new-123'))).toBe(false);
  });
});
