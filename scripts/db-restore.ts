/**
 * npm run db:restore -- <backup file> [--force] [--blobs <dir>] [--skip-blobs]: restores a backup made by
 * npm run db:backup (or the schedule) into an empty PGlite data directory (DATA_DIR) or an empty PostgreSQL
 * database (DATABASE_URL), with its slide images and videos into BLOB_DIR (from the blobs/ folder beside the file,
 * or --blobs). --force keeps a present database aside (renamed, never deleted) and restores in its place.
 * A damaged or incomplete file is refused and nothing is restored. Exits 1 when nothing was restored.
 */
import { parseArgs } from 'node:util';
import { BackupFileError, RestoreRefused, restoreCommand } from '#server/lib/backup/restore-command';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { loadEnv } from '#server/env';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, blobs: { type: 'string' }, 'skip-blobs': { type: 'boolean' } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--force] [--blobs <dir>] [--skip-blobs]');
  process.exit(2);
}
try {
  const args = {
    file,
    force: values.force ?? false,
    blobsFrom: values.blobs,
    skipBlobs: values['skip-blobs'] ?? false,
  };
  await restoreCommand(loadEnv(), args, (line) => console.log(line));
} catch (error) {
  const known = [BackupFileError, RestoreRefused, DataDirInUseError].some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : `The restore failed: ${(error as Error).stack}`);
  console.error('Nothing was restored.');
  process.exitCode = 1;
}
