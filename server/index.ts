import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { demoLogins, seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { type JobRunner, startJobRunner } from './lib/jobs';
import { pruneEvents } from './lib/rate-limit';

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  statementTimeoutMs: env.statementTimeoutMs,
});
await database.migrate();
if (env.seedDemo) {
  const seeded = await seedIfEmpty(database.db, env);
  if (seeded) console.log('Loaded the demo data.');
}
await pruneEvents(database.db);
const housekeeping = setInterval(() => void pruneEvents(database.db).catch(console.error), 3_600_000);

const app = createApp({ db: database.db, env });
let jobRunner: JobRunner | undefined;
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  // Background jobs (PDF conversion, demo decks, …) start once the API answers. PGlite allows one process per
  // data directory, so jobs still marked running there were interrupted and are taken up again at once.
  jobRunner = startJobRunner({ db: database.db, env, exclusive: database.kind === 'pglite' });
  const where = database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  console.log(`Pathshala is running at http://localhost:${info.port} (${where})`);
  if (env.seedDemo) {
    console.log('Demo logins (password demo1234):');
    for (const line of demoLogins()) console.log(`  ${line}`);
  }
});

// An idle keep-alive connection outlives a proxy's or client's (60 s), so the server never closes one just as a
// request is sent on it (the client would see ECONNRESET).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutdown() {
  clearInterval(housekeeping);
  server.close();
  await jobRunner?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
