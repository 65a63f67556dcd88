import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { fsyncDir } from '#server/lib/durable-fs';
import { rows } from '#server/lib/sql-helpers';
import { ident } from './backup-catalog';

/** What `npm run db:restore -- --force` moved out of the way, to say where it is (or to move it back). */
export type SetAside = { what: string; from: string; to: string }[];

export const asideStamp = (at = new Date()) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

export const folderHasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** PGlite: the data directory's database (and the local blobs) renamed beside themselves, never deleted. */
export function setAsideFolders(folders: { what: string; dir: string }[], stamp: string): SetAside {
  const moved: SetAside = [];
  for (const { what, dir } of folders) {
    if (!folderHasFiles(dir)) continue;
    const to = `${dir}.before-restore-${stamp}`;
    renameSync(dir, to);
    fsyncDir(path.dirname(dir));
    moved.push({ what, from: dir, to });
  }
  return moved;
}

/** Undoes setAsideFolders after a restore that failed (the new, partial folders are removed by the caller). */
export function putBackFolders(moved: SetAside): void {
  for (const { from, to } of moved) {
    renameSync(to, from);
    fsyncDir(path.dirname(from));
  }
}

/** PostgreSQL: does the database hold Pathshala tables or migrations already? */
export async function postgresInUse(db: Db): Promise<boolean> {
  const [row] = await rows<{ tables: number; drizzle: number }>(
    db,
    sql`select (select count(*) from pg_tables where schemaname = 'public')::int as tables,
               (select count(*) from pg_namespace where nspname = 'drizzle')::int as drizzle`,
  );
  return (row?.tables ?? 0) > 0 || (row?.drizzle ?? 0) > 0;
}

/** Other sessions on this database (a Pathshala server still running, a psql): a restore must not race them. */
export async function otherSessions(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return row?.n ?? 0;
}

/**
 * PostgreSQL: the database renamed (kept whole) and an empty one made under its name, from the server's maintenance
 * database. Needs the database's owner with CREATEDB; otherwise the error says to restore into a new empty database.
 */
export async function setAsideDatabase(databaseUrl: string, stamp: string): Promise<SetAside> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const to = `${name}_before_restore_${stamp.toLowerCase()}`;
  await onMaintenance(databaseUrl, async (client) => {
    await client.query(`alter database ${ident(name)} rename to ${ident(to)}`);
    await client.query(`create database ${ident(name)}`);
  });
  return [{ what: 'database', from: name, to }];
}

/** Undoes setAsideDatabase after a restore that failed. */
export async function putBackDatabase(databaseUrl: string, aside: SetAside): Promise<void> {
  await onMaintenance(databaseUrl, async (client) => {
    for (const { from, to } of aside) {
      await client.query(`drop database if exists ${ident(from)}`);
      await client.query(`alter database ${ident(to)} rename to ${ident(from)}`);
    }
  });
}

/** A restore into an empty database that failed part-way: the database made empty again. */
export async function emptyPostgres(db: Db): Promise<void> {
  await db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await db.execute(sql.raw('drop schema if exists public cascade'));
  await db.execute(sql.raw('create schema public'));
}

async function onMaintenance(databaseUrl: string, work: (client: pg.Client) => Promise<void>) {
  const url = new URL(databaseUrl);
  url.pathname = url.pathname === '/postgres' ? '/template1' : '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
