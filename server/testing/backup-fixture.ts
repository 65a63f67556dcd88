import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { slides } from '#server/db/schema/teaching';
import { type BackupRecord, takeBackup } from '#server/lib/backup/backup-run';
import { deckPages, uploadDeck } from './test-decks';
import type { TestApp } from './test-app';

export const engineOf = (): 'pglite' | 'postgres' => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/** A seeded test app with a converted deck for grade 6 (its slide images in the local blob store). */
export async function withDeck(t: TestApp): Promise<void> {
  await uploadDeck(t, await t.login('admin@demo.test'), 6, deckPages(3));
}

/** A backup of the test app's database, taken and checked the way the server takes one. */
export async function backupOf(t: TestApp, env = t.env): Promise<BackupRecord & { file: string }> {
  const record = await takeBackup({ db: t.db, env, engine: engineOf() }, 'manual');
  if (record.status !== 'ok' || !record.file) throw new Error(`the backup failed: ${record.error}`);
  return record as BackupRecord & { file: string };
}

/** The image keys of the grade-6 deck's slides. */
export async function slideKeys(t: TestApp): Promise<string[]> {
  const rows = await t.db.select({ key: slides.imageKey }).from(slides);
  return rows.map((r) => r.key).filter((k): k is string => !!k && k.startsWith('decks/6/'));
}

/** The backup file's lines, and a way to write them back as a valid gzip (for files changed on purpose). */
export const backupLines = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n');
export const gzipLines = (lines: string[]) => gzipSync(Buffer.from(lines.join('\n')));
export const blobPath = (root: string, key: string) => path.join(root, ...key.split('/'));
