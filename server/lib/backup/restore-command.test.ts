import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { lockDataDir } from '#server/db/data-dir-lock';
import { seedIfEmpty } from '#server/db/seed/seed';
import type { Env } from '#server/env';
import { backupLines, backupOf, blobPath, gzipLines, slideKeys, withDeck } from '#server/testing/backup-fixture';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { withDatabase } from '#server/testing/template';
import { countRows } from './backup-catalog';
import { BackupFileError } from './backup-format';
import { readBackupHeader } from './backup-read';
import { restoreInto } from './backup-restore';
import { takeBackup } from './backup-run';
import { openTarget } from './backup-target';
import { RestoreRefused, restoreCommand } from './restore-command';

// npm run db:restore: a checked backup goes into an empty PGlite data directory with its slide images (whichever
// engine took it), and the server's start leaves it alone; damaged files, non-empty directories and a running
// server are refused with nothing changed.
let t: TestApp;
let file: string;
let keys: string[];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathshala-restore-'));

beforeAll(async () => {
  t = await createTestApp();
  await withDeck(t);
  keys = await slideKeys(t);
  file = (await backupOf(t)).file;
}, 180_000);
afterAll(() => t.close());

/** The settings of a machine restoring into DATA_DIR `dir` (PGlite, local blobs). */
function machine(dir: string): Env {
  return { ...t.env, dataDir: dir, databaseUrl: '', blobDir: path.join(dir, 'blobs'), backupDir: path.join(dir, 'b') };
}
const restore = (env: Env, args: Partial<Parameters<typeof restoreCommand>[1]> & { file?: string } = {}) => {
  const said: string[] = [];
  const run = restoreCommand(env, { file, force: false, skipBlobs: false, ...args }, (line) => said.push(line));
  return run.then(() => said);
};
const fresh = () => mkdtempSync(path.join(scratch, 'data-'));

describe('npm run db:restore', () => {
  it('restores into an empty data directory, with its slide images, and the demo seed does not run over it', async () => {
    const dir = fresh();
    const said = await restore(machine(dir));
    expect(said.at(-1)).toMatch(/^Restored \d+ rows in \d+ tables\. Start the server with npm start\.$/);
    const header = await readBackupHeader(file);
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.migrate(); // what the server's start does, then its seed on an empty database
      expect(await seedIfEmpty(database.db)).toBe(false);
      const counts = await countRows(database.db, Object.keys(header.tables));
      expect(counts).toEqual(header.tables);
    } finally {
      await database.close();
    }
    expect(keys.length).toBe(3);
    for (const key of keys) {
      expect(readFileSync(blobPath(path.join(dir, 'blobs'), key))).toEqual(readFileSync(blobPath(t.env.blobDir, key)));
    }
  }, 120_000);

  it('refuses a non-empty data directory, and with --force keeps it aside and restores in its place', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'db'));
    writeFileSync(path.join(dir, 'db', 'PG_VERSION'), 'the old database');
    const refusal = await restore(machine(dir)).catch((e: Error) => e);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/holds a database already.*--force/s);
    expect(readFileSync(path.join(dir, 'db', 'PG_VERSION'), 'utf8')).toBe('the old database');

    const said = await restore(machine(dir), { force: true });
    const aside = said.map((line) => /^Kept the old database aside, in (.+)\.$/.exec(line)?.[1]).find(Boolean);
    expect(aside).toMatch(/db\.before-restore-\d{8}T\d{6}Z$/);
    expect(readFileSync(path.join(aside as string, 'PG_VERSION'), 'utf8')).toBe('the old database');
    expect(readFileSync(path.join(dir, 'db', 'PG_VERSION'), 'utf8')).not.toBe('the old database');
  }, 120_000);

  it('never runs while a server holds the data directory', async () => {
    const dir = fresh();
    const release = lockDataDir(dir); // this process stands for the server
    try {
      await expect(restore(machine(dir))).rejects.toThrow(
        new RegExp(`A Pathshala server \\(process ${process.pid}, .*Stop it first`),
      );
      expect(existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      release();
    }
  });

  it('refuses slide images it cannot find, unless asked to restore the database alone', {
    timeout: 120_000,
  }, async () => {
    const dir = fresh();
    const elsewhere = mkdtempSync(path.join(scratch, 'blobs-'));
    // Each slide has its image and its thumbnail, each deck its PDF.
    await expect(restore(machine(dir), { blobsFrom: elsewhere })).rejects.toThrow(
      new RegExp(
        `7 of the 7 stored files \\(slide images, videos, deck PDFs\\) this backup names are not in ${elsewhere}`,
      ),
    );
    expect(existsSync(path.join(dir, 'db'))).toBe(false);
    await restore(machine(dir), { blobsFrom: elsewhere, skipBlobs: true });
    expect(existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dir, 'blobs'))).toBe(false);
  });
});

describe.runIf(process.env.DATABASE_URL)('npm run db:restore on PostgreSQL', () => {
  const url = process.env.DATABASE_URL as string;
  const made: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const emptyDatabase = async () => {
    const name = `pathshala_restore_${randomUUID().replaceAll('-', '')}`;
    await admin(`create database ${name}`);
    made.push(name);
    return { ...machine(fresh()), databaseUrl: withDatabase(url, name) };
  };
  const countsIn = async (databaseUrl: string, tables: string[]) => {
    const database = await openDatabase({ databaseUrl });
    try {
      return await countRows(database.db, tables);
    } finally {
      await database.close();
    }
  };
  afterAll(async () => {
    for (const name of made) await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores into an empty database, refuses it once filled, and with --force keeps it aside', {
    timeout: 180_000,
  }, async () => {
    const env = await emptyDatabase();
    const header = await readBackupHeader(file);
    await restore(env);
    expect(await countsIn(env.databaseUrl, Object.keys(header.tables))).toEqual(header.tables);

    await expect(restore(env)).rejects.toThrow(/The database at DATABASE_URL holds Pathshala tables already/);
    const said = await restore(env, { force: true });
    const aside = said.map((line) => /^Kept the old database aside, in (.+)\.$/.exec(line)?.[1]).find(Boolean);
    expect(aside).toMatch(/^pathshala_restore_\w+_before_restore_\d{8}t\d{6}z$/);
    made.push(aside as string);
    expect(await countsIn(withDatabase(url, aside as string), ['users'])).toEqual({ users: header.tables.users });
    expect(await countsIn(env.databaseUrl, Object.keys(header.tables))).toEqual(header.tables);
  });

  it('takes a backup made on PGlite: a school moving from one machine to PostgreSQL', {
    timeout: 240_000,
  }, async () => {
    const header = await readBackupHeader(file);
    const pglite = await openTarget({});
    const dir = fresh();
    let made: string;
    try {
      await restoreInto(pglite, file, header, { upgrade: true });
      const env = { ...machine(dir), backupDir: path.join(dir, 'backups') };
      const record = await takeBackup({ db: pglite.db, env, engine: 'pglite' }, 'manual');
      expect(record.error).toBeNull();
      made = record.file as string;
    } finally {
      await pglite.close();
    }
    expect((await readBackupHeader(made)).engine).toBe('pglite');
    const env = await emptyDatabase();
    await restore(env, { file: made, blobsFrom: path.join(path.dirname(file), 'blobs') });
    expect(await countsIn(env.databaseUrl, Object.keys(header.tables))).toEqual(header.tables);
  });
});

describe('a damaged backup file', () => {
  const damagedCopy = (change: (bytes: Buffer) => Buffer) => {
    const copy = path.join(fresh(), 'copy.jsonl.gz');
    writeFileSync(copy, change(readFileSync(file)));
    return copy;
  };
  const refused = async (copy: string, message: RegExp) => {
    const dir = fresh();
    const failure = await restore(machine(dir), { file: copy }).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(BackupFileError);
    expect((failure as Error).message).toMatch(message);
    expect(existsSync(path.join(dir, 'db'))).toBe(false); // nothing restored, not even an empty database
  };

  it('is refused when a byte was flipped', async () => {
    const copy = damagedCopy((bytes) => {
      const flipped = Buffer.from(bytes);
      const at = Math.floor(bytes.length / 2);
      flipped[at] = (flipped[at] ?? 0) ^ 0x20;
      return flipped;
    });
    await refused(copy, /is damaged: .*Nothing was restored from it/);
  });

  it('is refused when its rows were changed and compressed again (the checksum it carries)', async () => {
    const lines = backupLines(file);
    const at = lines.findIndex((line) => line.includes('"email":"teacher@demo.test"'));
    expect(at).toBeGreaterThan(0);
    lines[at] = (lines[at] as string).replace('teacher@demo.test', 'teacher@evil.test');
    await refused(
      damagedCopy(() => gzipLines(lines)),
      /is damaged: its checksum does not match its contents/,
    );
  });

  it('is refused when it was cut short', async () => {
    await refused(
      damagedCopy((bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6))),
      /is incomplete/,
    );
    const lines = backupLines(file);
    await refused(
      damagedCopy(() => gzipLines(lines.slice(0, -2))),
      /is incomplete/,
    ); // a whole gzip, no end line
  });

  it('is not taken for a backup when it is something else', async () => {
    await refused(
      damagedCopy(() => gzipLines(['{"hello":"world"}'])),
      /is not a Pathshala backup/,
    );
  });
});
