import { rmSync } from 'node:fs';
import { MIGRATIONS_DIR } from '#server/db/client';
import type { BackupHeader } from './backup-format';
import { loadBackupRows } from './backup-load';
import { migrationsUpTo } from './backup-migrations';
import type { RestoreTarget } from './backup-target';

/**
 * Restores a backup into an empty database: builds the schema up to the backup's own migration level, loads the
 * rows (one transaction, committed only when the file checks out), then — with `upgrade` — applies this code's
 * newer migrations, as a server start would. Returns the row counts loaded.
 */
export async function restoreInto(
  target: RestoreTarget,
  file: string,
  header: BackupHeader,
  options: { upgrade: boolean },
): Promise<Record<string, number>> {
  const folder = migrationsUpTo(header.migrations, file);
  try {
    await target.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const counts = await loadBackupRows(target.db, file);
  if (options.upgrade) await target.migrate(MIGRATIONS_DIR);
  return counts;
}
