import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupOf } from '#server/testing/backup-fixture';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { checkBackup } from './backup-check';
import { readBackupHeader } from './backup-read';

// On PostgreSQL a backup is checked in a scratch database beside it (PostgreSQL loads millions of rows far faster
// than PGlite), dropped afterwards; a role that may not create databases gets the check in PGlite instead.
const url = process.env.DATABASE_URL as string;
let t: TestApp;

async function query(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(url)('the check of a PostgreSQL backup', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('restores into a scratch PostgreSQL database, or into PGlite without CREATEDB', { timeout: 180_000 }, async () => {
    const record = await backupOf(t);
    const header = await readBackupHeader(record.file);
    const name = `${new URL(t.env.databaseUrl).pathname.slice(1)}_backup_check`;
    const beside = await checkBackup(record.file, header, t.env.backupDir, { databaseUrl: t.env.databaseUrl });
    expect(beside.scratch).toBe('postgres');
    expect(beside.counts).toEqual(header.tables);
    expect(await query(`select 1 from pg_database where datname = '${name}'`)).toEqual([]);

    await query(
      `do $$ begin create role backup_limited login nocreatedb; exception when duplicate_object then null; end $$`,
    );
    const limited = new URL(t.env.databaseUrl);
    limited.username = 'backup_limited';
    const alone = await checkBackup(record.file, header, t.env.backupDir, { databaseUrl: limited.toString() });
    expect(alone.scratch).toBe('pglite-memory');
    expect(alone.counts).toEqual(header.tables);
  });
});
