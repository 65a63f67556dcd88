import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { type Catalog, countRows, ident, readCatalog } from './backup-catalog';
import type { BackupHeader } from './backup-format';
import { readBackup } from './backup-read';

/**
 * Loads a backup's rows into a database whose schema is at the backup's migration level, in one transaction:
 * triggers off (the tables they keep, such as row_counts and the analytics summaries, are in the backup as they
 * were), every table emptied (migrations seed some), rows inserted parents first with json_populate_recordset,
 * triggers on, sequences set, row counts compared with the header. The transaction commits only when the file's
 * checksum matched at its end: a damaged file leaves nothing behind. Returns the row counts loaded.
 */
export async function loadBackupRows(db: Db, file: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const catalog = await readCatalog(tx);
    let header: BackupHeader | undefined;
    let staged: string | undefined; // a self-referencing table's rows, gathered before they are inserted at once
    const flush = async () => {
      if (!staged) return;
      const columns = columnList(catalog, staged);
      await tx.execute(
        sql.raw(
          `insert into ${ident(staged)} (${columns}) overriding system value select ${columns} from restore_stage`,
        ),
      );
      await tx.execute(sql.raw('drop table restore_stage'));
      staged = undefined;
    };
    for await (const chunk of readBackup(file)) {
      if (chunk.kind === 'header') {
        header = chunk.header;
        await prepare(tx, catalog, header, file);
      } else if (chunk.kind === 'rows') {
        if (staged && staged !== chunk.table) await flush();
        if (catalog.selfReferencing.has(chunk.table) && staged !== chunk.table) {
          await tx.execute(sql.raw(`create temp table restore_stage (like ${ident(chunk.table)})`));
          staged = chunk.table;
        }
        const into = staged === chunk.table ? 'restore_stage' : ident(chunk.table);
        const columns = columnList(catalog, chunk.table);
        await tx.execute(
          sql`insert into ${sql.raw(into)} (${sql.raw(columns)}) overriding system value select ${sql.raw(columns)}
              from json_populate_recordset(null::${sql.raw(ident(chunk.table))}, ${`[${chunk.lines.join(',')}]`}::json)`,
        );
      } else {
        await flush();
      }
    }
    if (!header) throw new Error('The backup had no header');
    for (const table of catalog.tables) await tx.execute(sql.raw(`alter table ${ident(table)} enable trigger user`));
    for (const [name, value] of Object.entries(header.sequences)) {
      if (value !== null) await tx.execute(sql`select setval(${`public.${ident(name)}`}::regclass, ${value}::bigint)`);
    }
    const counts = await countRows(tx, catalog.tables);
    const wrong = catalog.tables.filter((t) => counts[t] !== header?.tables[t]);
    if (wrong.length) {
      throw new Error(
        `After loading, ${wrong.map((t) => `${t} has ${counts[t]} rows, not ${header?.tables[t]}`).join('; ')}`,
      );
    }
    return counts;
  });
}

/** The target's tables must be the backup's (the same migration level), emptied, with their triggers off. */
async function prepare(tx: Db, catalog: Catalog, header: BackupHeader, file: string) {
  const theirs = Object.keys(header.tables).sort();
  const ours = [...catalog.tables].sort();
  if (theirs.join() !== ours.join()) {
    const extra = theirs.filter((t) => !ours.includes(t));
    const lacking = ours.filter((t) => !theirs.includes(t));
    throw new Error(
      `The tables of ${file} do not match the schema at its migration level ` +
        `(only in the backup: ${extra.join(', ') || 'none'}; only in the schema: ${lacking.join(', ') || 'none'}).`,
    );
  }
  for (const table of catalog.tables) await tx.execute(sql.raw(`alter table ${ident(table)} disable trigger user`));
  await tx.execute(sql.raw(`truncate ${catalog.tables.map(ident).join(', ')}`));
}

const columnList = (catalog: Catalog, table: string) => (catalog.columns.get(table) ?? []).map(ident).join(', ');
