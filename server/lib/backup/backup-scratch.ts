import pg from 'pg';
import { ident } from './backup-catalog';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A scratch database beside the one backed up, on the same PostgreSQL server, for the check of a backup: PostgreSQL
 * loads a district's millions of rows many times faster than PGlite does. Null when the role may not create
 * databases (no CREATEDB): the check then uses PGlite. One name per database, dropped before and after, so a check
 * cut short by a crash leaves nothing behind past the next one.
 */
export async function scratchDatabase(databaseUrl: string): Promise<ScratchDatabase | null> {
  const url = new URL(databaseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_backup_check`.slice(0, 63);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`drop database if exists ${ident(name)} with (force)`);
    await admin(`create database ${ident(name)}`);
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return null; // insufficient privilege
    throw error;
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${ident(name)} with (force)`) };
}
