import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { fsyncDir, fsyncTree } from '../lib/durable-fs';
import { logger } from '../lib/logger';
import { lockDataDir } from './data-dir-lock';
import { DURABLE_START_PARAMS, DurableNodeFS } from './pglite-durable';

type CreatePGlite = (options: {
  fs: DurableNodeFS;
  startParams: string[];
  onStderr?: (line: string) => boolean;
}) => Promise<PGlite>;

/** The embedded database cannot be opened: it is left as it is, and the message says how to restore it. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly dir: string,
    reason: string,
  ) {
    super(
      `The database in ${dir} cannot be opened (${reason}). It has been left as it is: nothing was deleted or ` +
        'replaced. Restore the last backup with `npm run db:restore -- <backup file>` (docs/deploy.md, ' +
        '"Backups and restore"), or move the directory aside to start with an empty database.',
    );
    this.name = 'DatabaseDamagedError';
  }
}

/**
 * Opens the embedded database in DATA_DIR/db for this process alone, creating it on the first start.
 * - A new database is made in a folder of its own, flushed whole, then renamed into place: a cut during the first
 *   start leaves no half-made database behind, only a folder the next start removes.
 * - postmaster.pid is removed before opening: every PGlite writes the same process id in it, so it guards nothing
 *   (DATA_DIR/server.lock does), and a cut right after a start can leave it empty, which PostgreSQL refuses.
 * - A directory that does not open is never replaced by a new database (nor seeded): DatabaseDamagedError.
 */
export async function openPGliteDataDir(
  dataDir: string,
  create: CreatePGlite,
): Promise<{ client: PGlite; release: () => void }> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'db');
    for (const name of readdirSync(dataDir)) {
      if (name.startsWith('db.new-')) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    if (!existsSync(dir) || readdirSync(dir).length === 0) await createCluster(dataDir, dir, create);
    else if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new DatabaseDamagedError(dir, 'it holds files but no PG_VERSION: it is not a whole database');
    }
    rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    const said = postgresLog();
    try {
      const options = { fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS, onStderr: said.add };
      return { client: await create(options), release };
    } catch (error) {
      throw new DatabaseDamagedError(dir, said.why() ?? (error instanceof Error ? error.message : String(error)));
    }
  } catch (error) {
    release();
    throw error;
  }
}

async function createCluster(dataDir: string, dir: string, create: CreatePGlite): Promise<void> {
  const fresh = path.join(dataDir, `db.new-${process.pid}`);
  rmSync(fresh, { recursive: true, force: true });
  // PGlite's initdb writes without flushing: the shutdown checkpoint of close(), then every file flushed here.
  const client = await create({ fs: new DurableNodeFS(fresh), startParams: DURABLE_START_PARAMS });
  await client.close();
  rmSync(path.join(fresh, 'postmaster.pid'), { force: true });
  fsyncTree(fresh);
  rmSync(dir, { recursive: true, force: true }); // an empty folder, if any
  renameSync(fresh, dir);
  fsyncDir(dataDir);
}

/**
 * What PostgreSQL writes to its log: a FATAL or PANIC line says why a database did not open (PGlite itself only
 * reports 'Aborted()'), and is logged while it runs.
 */
function postgresLog() {
  let why: string | null = null;
  return {
    add: (line: string) => {
      const serious = /\b(FATAL|PANIC):\s+(.*)/.exec(line);
      if (serious) {
        why ??= `PostgreSQL: ${serious[1]}: ${serious[2]}`;
        logger.error({ postgres: line.trim() }, 'The embedded database reported a serious error');
      }
      return false;
    },
    why: () => why,
  };
}
