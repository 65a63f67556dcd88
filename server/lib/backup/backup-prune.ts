import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '#server/lib/logger';
import { pruneBlobs } from './backup-blobs';
import { BACKUP_FILE } from './backup-format';
import { readBackupHeader } from './backup-read';

/** The backup files in a folder, oldest first (their names sort by time). */
export async function backupFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => BACKUP_FILE.test(n)).sort();
}

/**
 * Keeps the newest `keep` backups (called after a good new one), then the blobs those still name. A header that
 * cannot be read keeps every blob: pruning never deletes what a kept backup might need.
 */
export async function pruneBackups(dir: string, keep: number): Promise<{ files: number; blobs: number }> {
  const files = await backupFiles(dir);
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  const keys = new Set<string>();
  try {
    for (const name of files.slice(old.length)) {
      for (const [key] of (await readBackupHeader(path.join(dir, name))).blobs ?? []) keys.add(key);
    }
  } catch (err) {
    logger.warn({ err }, 'Kept every backed-up blob: a kept backup could not be read');
    return { files: old.length, blobs: 0 };
  }
  return { files: old.length, blobs: await pruneBlobs(path.join(dir, 'blobs'), keys) };
}

/** Leftovers of a backup cut short (a crash, a power cut): its unfinished file and its scratch database. */
export async function removeLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.endsWith('.tmp') || name.startsWith('.check-'))
      await rm(path.join(dir, name), { recursive: true, force: true });
  }
}
