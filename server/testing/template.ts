import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPGlite, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/seed';

export const PG_TEMPLATE_DB = 'pathshala_test_template';

/**
 * Builds the one migrated, seeded database every server test file starts from (PGlite init takes ~5 s,
 * so it is done once): a PGlite data-dir dump, or a PostgreSQL template database when DATABASE_URL is set.
 * Returns the dump's path (PGlite) or the template's name (PostgreSQL).
 */
export async function buildTemplate(databaseUrl: string | undefined): Promise<string> {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, PG_TEMPLATE_DB) });
    await database.migrate();
    await seedDemo(database.db, undefined, { decks: 'none' }); // tests upload the decks they need (test-decks.ts)
    await database.close();
    return PG_TEMPLATE_DB;
  }
  const client = await createPGlite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedDemo(database.db, undefined, { decks: 'none' }); // tests upload the decks they need (test-decks.ts)
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pathshala-template-')), 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
