import pg from 'pg';
import { logger } from '#server/lib/logger';

/** Any fixed 64-bit number, not the start-up lock's: held by the one process taking a backup on a PostgreSQL. */
const BACKUP_LOCK = '7202611190027';

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several processes sharing one database only one
 * takes each backup. `wait: false` (the schedule) gives up at once when another process holds it (null); `wait:
 * true` (`npm run db:backup`) waits its turn. The lock goes with the session, so a process that dies frees it.
 * PGlite (no URL) is one process per data directory and needs no lock.
 */
export async function withBackupLock<T>(databaseUrl: string, wait: boolean, work: () => Promise<T>): Promise<T | null> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while a backup runs must not crash the process (the backup itself fails and is recorded).
  client.on('error', (err) => logger.warn({ err }, 'The backup lock connection was lost'));
  await client.connect();
  try {
    if (wait) await client.query('select pg_advisory_lock($1)', [BACKUP_LOCK]);
    else {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [BACKUP_LOCK]);
      if (!rows[0]?.got) return null;
    }
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
