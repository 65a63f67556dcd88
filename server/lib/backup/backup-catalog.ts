import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/lib/sql-helpers';

/** What a backup or a restore needs to know of the database's tables, read from its catalog (either engine). */
export type Catalog = {
  /** Every table of the public schema, parents before the tables whose foreign keys name them. */
  tables: string[];
  /** The columns a row is written and read with (generated columns are computed again on restore). */
  columns: Map<string, string[]>;
  /** Tables with a foreign key to themselves (users.created_by): their rows are loaded in one statement. */
  selfReferencing: Set<string>;
};

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readCatalog(db: Db): Promise<Catalog> {
  const tableRows = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const columnRows = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_namespace n on n.oid = ch.relnamespace
        join pg_class pa on pa.oid = k.confrelid
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columns = new Map<string, string[]>();
  for (const { table_name, column_name } of columnRows) {
    columns.set(table_name, [...(columns.get(table_name) ?? []), column_name]);
  }
  const selfReferencing = new Set(edges.filter((e) => e.child === e.parent).map((e) => e.child));
  return {
    tables: parentsFirst(
      tableRows.map((t) => t.name),
      edges,
    ),
    columns,
    selfReferencing,
  };
}

/** Orders tables so that each comes after every table its foreign keys name (stable: by name otherwise). */
export function parentsFirst(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (!ready.length) {
      const left = tables.filter((t) => !placed.has(t));
      throw new Error(`The foreign keys between ${left.join(', ')} form a cycle: no order loads them.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Rows per table, in one statement (inside a backup's transaction: the snapshot's counts). */
export async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counted = await rows<{ name: string; n: string }>(
    db,
    sql.raw(
      tables
        .map((t) => `select '${t.replaceAll("'", "''")}' as name, count(*)::text as n from ${ident(t)}`)
        .join(' union all '),
    ),
  );
  return Object.fromEntries(counted.map((c) => [c.name, Number(c.n)]));
}
