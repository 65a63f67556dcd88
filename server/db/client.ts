import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logger } from '../lib/logger';
import { openPGliteDataDir } from './pglite-data-dir';

/**
 * Every embedded database is opened with the extensions the migrations use (pg_trgm: the people searches' trigram
 * indexes). Tests and benches open theirs through this too.
 */
export const createPGlite = (options: PGliteOptions = {}) =>
  PGlite.create({ ...options, extensions: { pg_trgm, ...options.extensions } });

/** One Drizzle type for both drivers: code never knows which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; migrate(): Promise<void>; close(): Promise<void> };

const pools = new WeakMap<Db, pg.Pool>();
/** The connection pool behind a PostgreSQL Db (its use is a metric); undefined on PGlite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite; statementTimeoutMs?: number };

/** PostgreSQL when a URL is given; otherwise PGlite in dataDir (or in memory, or an instance passed in). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // jit=off: compiling a plan took 100-300 ms of the district analytics reads that run in 1-50 ms without it.
    // statement_timeout: no request holds the database for long (migrations run on a connection of their own).
    const timeout = options.statementTimeoutMs ?? 0;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c jit=off -c statement_timeout=${timeout}`,
    });
    // An idle client whose connection drops (a server restart, a terminated backend) must not crash the process.
    pool.on('error', (err) => logger.error({ err }, `PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool) as unknown as Db;
    pools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const migrations = new pg.Pool({ connectionString: options.databaseUrl, max: 1, options: '-c jit=off' });
        try {
          await migratePg(drizzlePg(migrations), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await endPool(migrations);
        }
      },
      close: () => endPool(pool),
    };
  }
  // The embedded database: in DATA_DIR/db, durable and for this process alone; else one passed in, or in memory.
  const opened = options.dataDir
    ? await openPGliteDataDir(options.dataDir, createPGlite)
    : { client: options.pglite ?? (await createPGlite()), release: () => {} };
  const { client } = opened;
  const db = drizzlePglite(takeTurns(client)) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      opened.release();
    },
  };
}

/**
 * pool.end() resolves before its clients have disconnected: wait for them (at most 5 s), so that the database
 * can be dropped or used as a template right after close() without racing the closing connections.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const disconnected = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
    setTimeout(resolve, 5_000).unref();
  });
  await pool.end();
  await disconnected;
}

/**
 * PGlite runs each statement synchronously on this thread, and queued statements follow one another without
 * the event loop getting a turn: 50 requests waiting for the database would hold every other request (a health
 * check, a slide image) until all of them were done. Here each statement, or each transaction as a whole, waits
 * its turn in one queue and lets the event loop run once before it starts (issue 13).
 */
export function takeTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = turn.catch(() => undefined);
    return turn;
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'query' || key === 'exec' || key === 'transaction') {
        return (...args: unknown[]) =>
          inTurn(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
