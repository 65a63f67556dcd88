import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPGlite, type Db } from '#server/db/client';

/** A database a backup is restored into, with migrations from any folder (the backup's level, then this code's). */
export type RestoreTarget = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL at `databaseUrl`, or PGlite in `pgliteDir` (in memory without one; from a saved cluster if given). */
export async function openTarget(
  where: { databaseUrl: string } | { pgliteDir?: string; loadDataDir?: Blob },
): Promise<RestoreTarget> {
  if ('databaseUrl' in where) {
    const pool = new pg.Pool({ connectionString: where.databaseUrl, max: 1, options: '-c jit=off' });
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (where.pgliteDir) mkdirSync(where.pgliteDir, { recursive: true });
  const client = await createPGlite({ dataDir: where.pgliteDir, loadDataDir: where.loadDataDir });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
