import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileDurable } from '#server/lib/durable-fs';

/**
 * DATA_DIR/backup-status.json: the backup under way or the last one this data directory's server took. It is how
 * `npm run db:backup` follows a backup it asked the running server for (PGlite: the server holds the database).
 */
export type BackupStatus = {
  status: 'running' | 'ok' | 'failed';
  trigger: 'schedule' | 'manual';
  startedAt: string;
  finishedAt?: string;
  file?: string | null;
  sizeBytes?: number | null;
  durationMs?: number;
  error?: string | null;
};

const statusFile = (dataDir: string) => path.join(dataDir, 'backup-status.json');

export function writeBackupStatus(dataDir: string, status: BackupStatus): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileDurable(statusFile(dataDir), JSON.stringify(status));
}

export function readBackupStatus(dataDir: string): BackupStatus | null {
  try {
    return JSON.parse(readFileSync(statusFile(dataDir), 'utf8')) as BackupStatus;
  } catch {
    return null;
  }
}
