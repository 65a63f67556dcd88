import pg from 'pg';

/** Any fixed 64-bit number: the advisory lock every Pathshala process takes around its start-up work. */
const STARTUP_LOCK = 7_202_611_190_019n;

/**
 * Runs `work` (migrations, the demo seed) while holding a PostgreSQL advisory lock, so that several processes
 * starting at once migrate and seed one after another instead of racing: the first does the work, the others
 * find it done. PGlite (no URL) is one process per data directory and needs no lock.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]).catch(() => {});
    await client.end();
  }
}
