import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '#server/db/client';
import { lockDataDir, lockHolder } from '#server/db/data-dir-lock';
import type { Env } from '#server/env';
import { withBackupLock } from './backup-lock';
import { takeBackup } from './backup-run';
import { readBackupStatus } from './backup-status';

export type BackupOutcome = {
  status: 'ok' | 'failed';
  file: string | null;
  sizeBytes: number | null;
  durationMs: number;
  error: string | null;
};

/**
 * `npm run db:backup`: a backup now, wherever the database is. On PostgreSQL, taken here (after any backup another
 * process is taking). On PGlite, the running server holds the data directory: it is asked (SIGUSR2) and followed
 * through DATA_DIR/backup-status.json; with no server running, the directory is opened here, and held meanwhile.
 */
export async function backupCommand(env: Env, say: (line: string) => void): Promise<BackupOutcome> {
  if (env.databaseUrl) {
    const database = await openDatabase({ databaseUrl: env.databaseUrl });
    try {
      const run = () => takeBackup({ db: database.db, env, engine: 'postgres' }, 'manual');
      return (await withBackupLock(env.databaseUrl, true, run)) as BackupOutcome;
    } finally {
      await database.close();
    }
  }
  const holder = lockHolder(env.dataDir);
  if (holder) return askServer(env, holder.pid, say);
  if (!existsSync(path.join(env.dataDir, 'db'))) {
    throw new Error(`There is no database to back up in ${path.join(env.dataDir, 'db')} (check DATA_DIR).`);
  }
  const release = lockDataDir(env.dataDir);
  try {
    say(`No server is running on ${env.dataDir}: taking the backup here.`);
    const database = await openDatabase({ dataDir: env.dataDir });
    try {
      return await takeBackup({ db: database.db, env, engine: 'pglite' }, 'manual');
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function askServer(env: Env, pid: number, say: (line: string) => void): Promise<BackupOutcome> {
  const since = Date.now();
  process.kill(pid, 'SIGUSR2');
  say(`Asked the server (process ${pid}) for a backup; waiting for it to be written and checked…`);
  for (let waited = 0; ; waited += 500) {
    await sleep(500);
    const status = readBackupStatus(env.dataDir);
    if (status && Date.parse(status.startedAt) >= since && status.status !== 'running') {
      return {
        status: status.status,
        file: status.file ?? null,
        sizeBytes: status.sizeBytes ?? null,
        durationMs: status.durationMs ?? 0,
        error: status.error ?? null,
      };
    }
    if (lockHolder(env.dataDir)?.pid !== pid) throw new Error('The server stopped before the backup was finished.');
    if (waited > 0 && waited % 30_000 === 0) say('…still working.');
  }
}
