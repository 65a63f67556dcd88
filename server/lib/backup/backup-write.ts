import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/lib/sql-helpers';
import { countRows, ident, readCatalog } from './backup-catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, END_LINE, MISSING_LINE, TABLE_LINE } from './backup-format';
import { appliedMigrations } from './backup-migrations';

const FETCH_ROWS = 1000;

export type WriteOptions = {
  engine: BackupHeader['engine'];
  /** The local store's blobs, listed inside the snapshot (null with S3). */
  listBlobs: () => Promise<[string, number][] | null>;
  /** Runs after the snapshot's transaction has ended, before the file is closed: copies the listed blobs and
   *  returns those that vanished before they could be (recorded in the file, so a restore does not expect them). */
  afterSnapshot: (header: BackupHeader) => Promise<string[]>;
};

export type WrittenBackup = { header: BackupHeader; bytes: number; snapshotMs: number; missingBlobs: string[] };

/**
 * Writes the whole database to `file` (gzip, JSON lines) from one REPEATABLE READ, READ ONLY transaction: every
 * table is read in the same snapshot, so the backup is what the database held at one instant, whatever is written
 * meanwhile. Rows are read through a cursor in batches, so memory stays bounded. The file is flushed to disk when
 * this returns; the caller checks it, then gives it its final name.
 */
export async function writeBackup(db: Db, file: string, options: WriteOptions): Promise<WrittenBackup> {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file, { flush: true });
  gzip.pipe(out);
  const hash = createHash('sha256');
  // Lines are written a batch at a time: one buffer, one hash update, one gzip write for ~1,000 rows.
  const write = async (...lines: string[]) => {
    const bytes = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    hash.update(bytes);
    if (!gzip.write(bytes)) await once(gzip, 'drain');
  };
  try {
    const started = performance.now();
    const header = await db.transaction(
      async (tx) => {
        // The snapshot is taken by the transaction's first statement: this one.
        const [start] = await rows<{ ms: number }>(tx, sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
        const head = await readHead(tx, options, Number(start?.ms ?? Date.now()));
        await write(JSON.stringify(head.header));
        for (const table of head.tables) {
          await write(`${TABLE_LINE}${table}`);
          const rowCount = head.header.tables[table] ?? 0;
          if (rowCount > 0) await dumpTable(tx, table, head.columns.get(table) ?? [], rowCount, write);
        }
        return head.header;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const snapshotMs = Math.round(performance.now() - started);
    const missingBlobs = await options.afterSnapshot(header);
    if (missingBlobs.length) await write(`${MISSING_LINE}${JSON.stringify(missingBlobs)}`);
    gzip.end(`${END_LINE}${JSON.stringify({ sha256: hash.digest('hex') })}\n`);
    await finished(out);
    return { header, bytes: out.bytesWritten, snapshotMs, missingBlobs };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
}

async function readHead(tx: Db, options: WriteOptions, now: number) {
  const catalog = await readCatalog(tx);
  const counts = await countRows(tx, catalog.tables);
  const sequences = await rows<{ name: string; last_value: string | null }>(
    tx,
    sql`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public'`,
  );
  const tables = Object.fromEntries(catalog.tables.map((t) => [t, counts[t] ?? 0]));
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date(now).toISOString(),
    engine: options.engine,
    migrations: await appliedMigrations(tx),
    tables,
    sequences: Object.fromEntries(sequences.map((s) => [s.name, s.last_value])),
    blobs: await options.listBlobs(),
  };
  return { header, tables: catalog.tables, columns: catalog.columns };
}

/** A table's rows: a small one in one statement, a larger one through a cursor (each statement holds PGlite). */
async function dumpTable(
  tx: Db,
  table: string,
  columns: string[],
  rowCount: number,
  write: (...lines: string[]) => Promise<void>,
) {
  const select = `select row_to_json(r)::text as line from (select ${columns.map(ident).join(', ')} from ${ident(table)}) r`;
  if (rowCount <= FETCH_ROWS) {
    await write(...(await rows<{ line: string }>(tx, sql.raw(select))).map((row) => row.line));
    return;
  }
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${select}`));
  for (;;) {
    const batch = await rows<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
    if (batch.length) await write(...batch.map((row) => row.line));
    if (batch.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
}
