import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_DIR } from '#server/db/client';
import { rows } from '#server/lib/sql-helpers';
import { type BackupMigration, BackupFileError } from './backup-format';

type Journal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

const readJournal = (dir = MIGRATIONS_DIR): Journal =>
  JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The migrations applied to a database, oldest first, named by this code's journal (Drizzle keeps only times). */
export async function appliedMigrations(db: Db): Promise<BackupMigration[]> {
  const tags = new Map(readJournal().entries.map((e) => [e.when, e.tag]));
  const applied = await rows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return applied.map((m) => ({
    tag: tags.get(Number(m.created_at)) ?? null,
    when: Number(m.created_at),
    hash: m.hash,
  }));
}

/**
 * A copy of the migrations folder that stops at the backup's last migration: the restore builds the schema the
 * backup's rows were written in, loads them, then runs the whole folder, which applies only the newer migrations
 * (Drizzle applies those later than the last one recorded). Returns the folder; the caller removes it.
 */
export function migrationsUpTo(backup: BackupMigration[], file: string): string {
  const journal = readJournal();
  const known = new Set(journal.entries.map((e) => e.when));
  const unknown = backup.filter((m) => !known.has(m.when));
  if (unknown.length) {
    throw new BackupFileError(
      `${file} was made by a newer Pathshala: it has ${unknown.length} migration(s) this version does not know ` +
        `(${unknown.map((m) => m.tag ?? m.when).join(', ')}). Update Pathshala, then restore it.`,
    );
  }
  const last = Math.max(0, ...backup.map((m) => m.when));
  const entries = journal.entries.filter((e) => e.when <= last);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const entry of entries)
    copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  return dir;
}
