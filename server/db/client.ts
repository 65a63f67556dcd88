import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** One Drizzle type for both drivers: code never knows which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; migrate(): Promise<void>; close(): Promise<void> };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** PostgreSQL when a URL is given; otherwise PGlite in dataDir (or in memory, or an instance passed in). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(options.dataDir, { recursive: true });
  }
  const client = options.pglite ?? (await PGlite.create(dir));
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
