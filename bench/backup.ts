/**
 * Backup and restore figures (issue 37, docs/decisions/027), taken through the same code as `npm run db:backup`,
 * the schedule and `npm run db:restore`:
 * - PGlite with the demo data, its decks converted (the real 30-85 slides a grade; BENCH_DECK_SLIDES for fewer):
 *   the first backup (every blob copied) and a second (new blobs only), the file's size, how long the snapshot's
 *   transaction held the database and what a `select 1` waited meanwhile (PGlite runs one statement at a time),
 *   the check (read and checksum, scratch database start, load), and a restore into a new data directory.
 * - With DATABASE_URL (`bash scripts/with-postgres.sh npx tsx bench/backup.ts`): the district data set
 *   (analytics-district.ts, ~15,600,000 rows) on PostgreSQL: backup, size, check (in a scratch PostgreSQL
 *   database; BENCH_PGLITE_CHECK=1 also times it in PGlite on disk), and a restore into a new database.
 *   BENCH_PART=demo or district runs one part only.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '#server/db/client';
import { seedDemo } from '#server/db/seed/seed';
import { loadEnv } from '#server/env';
import { checkBackup } from '#server/lib/backup/backup-check';
import { readBackupHeader } from '#server/lib/backup/backup-read';
import { type BackupContext, type BackupRecord, takeBackup } from '#server/lib/backup/backup-run';
import { restoreCommand } from '#server/lib/backup/restore-command';
import { runQueuedJobs } from '#server/lib/jobs';
import { withDatabase } from '#server/testing/template';
import '#server/modules/course-materials/course-materials.job';
import { openDistrict } from './analytics-district';

const part = process.env.BENCH_PART ?? 'all';
const root = mkdtempSync(path.join(os.tmpdir(), 'pathshala-bench-backup-'));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(2)} MB`;
const since = (t: number) => performance.now() - t;
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${os.availableParallelism()} cores`,
);

/** Takes a backup while a `select 1` is asked every 20 ms: the longest any of them waited. */
async function probed(ctx: BackupContext): Promise<{ record: BackupRecord; waits: number[] }> {
  const waits: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await ctx.db.execute(sql`select 1`);
      waits.push(since(t));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const record = await takeBackup(ctx, 'manual');
  done = true;
  await probe;
  return { record, waits: waits.sort((a, b) => a - b) };
}

function report(label: string, record: BackupRecord) {
  if (record.status !== 'ok') throw new Error(`${label} failed: ${record.error}`);
  const rows = Object.values(record.rowCounts ?? {}).reduce((n, r) => n + r, 0);
  const blobs = record.blobs
    ? `, blobs ${record.blobs.count} (${mb(record.blobs.bytes)}), ${record.blobs.copied} copied`
    : '';
  console.log(
    `${label}: ${s(record.durationMs)} in all, snapshot ${s(record.snapshotMs ?? 0)}, check ${s(record.checkMs ?? 0)}; ` +
      `file ${mb(record.sizeBytes ?? 0)} for ${rows.toLocaleString('en')} rows${blobs}`,
  );
}

async function checkFigures(file: string, dir: string, databaseUrl = '') {
  const check = await checkBackup(file, await readBackupHeader(file), dir, { databaseUrl });
  console.log(
    `check again, into ${check.scratch}: ${s(check.ms)} (read and checksum ${s(check.verifyMs)}, ` +
      `scratch database ${s(check.openMs)}, load ${s(check.loadMs)})`,
  );
}

if (part !== 'district') {
  console.log('\n== PGlite, the demo data ==');
  const dataDir = path.join(root, 'demo');
  const env = { ...loadEnv(), dataDir, blobDir: path.join(dataDir, 'blobs'), backupDir: path.join(dataDir, 'backups') };
  const database = await openDatabase({ dataDir });
  await database.migrate();
  let t = performance.now();
  const slides = Number(process.env.BENCH_DECK_SLIDES ?? 0);
  await seedDemo(database.db, env, { decks: 'jobs', ...(slides ? { deckSlides: slides } : {}) });
  await runQueuedJobs(database.db, env);
  console.log(`demo data and its decks made in ${s(since(t))}`);
  const ctx = { db: database.db as Db, env, engine: 'pglite' as const };
  const first = await probed(ctx);
  report('first backup', first.record);
  const worst = first.waits.at(-1) ?? 0;
  console.log(`a select 1 every 20 ms during it: ${first.waits.length} asked, longest wait ${s(worst)}`);
  report('second backup', (await probed(ctx)).record);
  await checkFigures(first.record.file as string, env.backupDir);
  await database.close();
  const target = path.join(root, 'restored');
  t = performance.now();
  await restoreCommand(
    { ...env, dataDir: target, blobDir: path.join(target, 'blobs') },
    { file: first.record.file as string, force: false, skipBlobs: false },
    () => {},
  );
  console.log(`restore into a new data directory (PGlite start, blobs, rows): ${s(since(t))}`);
}

const url = process.env.DATABASE_URL;
if (part !== 'demo' && !url)
  console.log('\nDATABASE_URL not set: the district part runs under scripts/with-postgres.sh');
if (part !== 'demo' && url) {
  console.log('\n== PostgreSQL, the district data set ==');
  const database = await openDistrict(url);
  const dataDir = path.join(root, 'district');
  const env = {
    ...loadEnv(),
    databaseUrl: withDatabase(url, 'pathshala_bench_district'),
    dataDir,
    blobDir: path.join(dataDir, 'blobs'),
    backupDir: path.join(dataDir, 'backups'),
  };
  const record = await takeBackup({ db: database.db, env, engine: 'postgres' }, 'manual');
  report('backup (checked in a scratch PostgreSQL database)', record);
  await database.close();
  // The check without CREATEDB: into PGlite on disk (~30 min for the district on this machine; BENCH_PGLITE_CHECK=1).
  if (process.env.BENCH_PGLITE_CHECK) await checkFigures(record.file as string, env.backupDir);
  const name = 'pathshala_bench_restored';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const t = performance.now();
  await restoreCommand(
    { ...env, databaseUrl: withDatabase(url, name) },
    { file: record.file as string, force: false, skipBlobs: false },
    () => {},
  );
  console.log(`restore into a new PostgreSQL database: ${s(since(t))}`);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
