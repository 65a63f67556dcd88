/**
 * npm run db:backup: takes a backup of the database now into BACKUP_DIR (with the local store's new slide images
 * and videos in BACKUP_DIR/blobs), checks it by restoring it into a scratch database, and says where it is.
 * Works with the server running or not (docs/deploy.md, "Backups and restore"). Exits 1 when the backup failed.
 */
import { backupCommand } from '#server/lib/backup/backup-command';
import { loadEnv } from '#server/env';

const env = loadEnv();
try {
  const outcome = await backupCommand(env, (line) => console.log(line));
  const seconds = (outcome.durationMs / 1000).toFixed(1);
  if (outcome.status === 'ok') {
    const mb = ((outcome.sizeBytes ?? 0) / 1024 / 1024).toFixed(2);
    console.log(`Backup written and checked in ${seconds} s: ${outcome.file} (${mb} MB)`);
  } else {
    console.error(`The backup failed after ${seconds} s: ${outcome.error}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
