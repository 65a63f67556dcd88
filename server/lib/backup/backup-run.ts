import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '#server/db/client';
import { backups } from '#server/db/schema/system';
import type { Env } from '#server/env';
import { renameDurable } from '#server/lib/durable-fs';
import { logger } from '#server/lib/logger';
import { blobsMissing, copyBlobs, listBlobs } from './backup-blobs';
import { checkBackup } from './backup-check';
import { backupFileName } from './backup-format';
import { pruneBackups, removeLeftovers } from './backup-prune';
import { writeBackupStatus } from './backup-status';
import { writeBackup } from './backup-write';

export type BackupContext = {
  db: Db;
  env: Env;
  engine: 'pglite' | 'postgres';
  /** Stops the check's process (the server is shutting down). */
  abort?: AbortSignal;
};
export type BackupRecord = typeof backups.$inferSelect;
export type BackupTrigger = 'schedule' | 'manual';

/**
 * Takes one backup: the local store's new blobs copied; the database written from one snapshot into a temporary
 * file, flushed; the file restored into a scratch database and its row counts compared; only then renamed to its
 * final name (so a file with a backup's name is always complete and checked), older backups pruned, and the
 * outcome recorded (the `backups` table, for System Health, and DATA_DIR/backup-status.json). Never throws: a
 * failure is recorded and returned.
 */
export async function takeBackup(ctx: BackupContext, trigger: BackupTrigger): Promise<BackupRecord> {
  const { env } = ctx;
  const startedAt = new Date();
  const began = performance.now();
  const final = path.join(env.backupDir, backupFileName(startedAt));
  const temp = `${final}.${process.pid}.tmp`;
  const blobDir = path.join(env.backupDir, 'blobs');
  const local = env.blobStore === 'local';
  const record: BackupRecord = {
    id: crypto.randomUUID(),
    startedAt,
    finishedAt: startedAt,
    trigger,
    status: 'failed',
    file: null,
    sizeBytes: null,
    durationMs: 0,
    snapshotMs: null,
    checkMs: null,
    rowCounts: null,
    blobs: null,
    error: null,
  };
  status(env, record, 'running');
  try {
    await mkdir(env.backupDir, { recursive: true });
    await removeLeftovers(env.backupDir);
    // Most blobs are copied before the snapshot, so that little is left to copy after it.
    const early = local ? await copyBlobs(env.blobDir, blobDir, listBlobs(env.blobDir)) : null;
    let late = { copied: 0, bytes: 0, missing: [] as string[] };
    const written = await writeBackup(ctx.db, temp, {
      engine: ctx.engine,
      listBlobs: async () => (local ? listBlobs(env.blobDir) : null),
      afterSnapshot: async (header) => {
        if (header.blobs) late = await copyBlobs(env.blobDir, blobDir, header.blobs);
        return late.missing;
      },
    });
    record.snapshotMs = written.snapshotMs;
    record.rowCounts = written.header.tables;
    const missing = new Set(written.missingBlobs);
    const kept = (written.header.blobs ?? []).filter(([key]) => !missing.has(key));
    record.blobs = {
      count: kept.length,
      bytes: kept.reduce((n, [, size]) => n + size, 0),
      copied: (early?.copied ?? 0) + late.copied,
      missing: missing.size,
    };
    const absent = await blobsMissing(blobDir, kept);
    if (absent.length) throw new Error(`${absent.length} blob(s) are missing from ${blobDir}, e.g. ${absent[0]}`);
    const check = await checkBackup(temp, written.header, env.backupDir, {
      signal: ctx.abort,
      databaseUrl: ctx.engine === 'postgres' ? env.databaseUrl : '',
    });
    record.checkMs = check.ms;
    await renameDurable(temp, final);
    Object.assign(record, { status: 'ok', file: final, sizeBytes: written.bytes });
    const pruned = await pruneBackups(env.backupDir, env.backupKeep);
    logger.info({ file: final, bytes: written.bytes, pruned }, 'Backup written and checked');
  } catch (err) {
    await rm(temp, { force: true }).catch(() => {});
    record.error = (err as Error).message;
    logger.error({ err }, `Backup failed: ${record.error}`);
  }
  record.finishedAt = new Date();
  record.durationMs = Math.round(performance.now() - began);
  try {
    await ctx.db.insert(backups).values(record);
  } catch (err) {
    logger.error({ err }, 'Could not record the backup in the database');
  }
  status(env, record, record.status as 'ok' | 'failed');
  return record;
}

function status(env: Env, record: BackupRecord, state: 'running' | 'ok' | 'failed') {
  try {
    writeBackupStatus(env.dataDir, {
      status: state,
      trigger: record.trigger as BackupTrigger,
      startedAt: record.startedAt.toISOString(),
      ...(state === 'running'
        ? {}
        : {
            finishedAt: record.finishedAt.toISOString(),
            file: record.file,
            sizeBytes: record.sizeBytes,
            durationMs: record.durationMs,
            error: record.error,
          }),
    });
  } catch (err) {
    logger.warn({ err }, 'Could not write backup-status.json');
  }
}
