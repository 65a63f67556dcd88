import { mkdirSync } from 'node:fs';
import { Server } from 'node:http';
import { createApp } from './app';
import { catchBackupSignal } from './lib/backup/backup-signal';
import { type BackupScheduler, startBackupSchedule } from './lib/backup/backup-schedule';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { demoLogins, seedIfEmpty } from './db/seed/seed';
import { withStartupLock } from './db/startup-lock';
import { loadEnv } from './env';
import { closeGracefully } from './lib/graceful-close';
import { listen, readCertificate, renewCertificate } from './lib/listen';
import { type JobRunner, startJobRunner } from './lib/jobs';
import { logger } from './lib/logger';
import { pruneEvents } from './lib/rate-limit';

const env = loadEnv();
catchBackupSignal(); // SIGUSR2 asks for a backup; Node would end the process on it
// One server per PGlite data directory (`npm run db:backup` finds this process by the lock).
if (!env.databaseUrl) {
  mkdirSync(env.dataDir, { recursive: true });
  lockDataDir(env.dataDir);
}
// A certificate that does not check out stops the start here, before the database is touched.
const certificate = env.tls ? readCertificate(env.tls) : null;
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  statementTimeoutMs: env.statementTimeoutMs,
});
// Several processes may start at once on one PostgreSQL: they migrate and seed one at a time.
await withStartupLock(env.databaseUrl, async () => {
  await database.migrate();
  if (env.seedDemo && (await seedIfEmpty(database.db, env))) logger.info('Loaded the demo data.');
});
await pruneEvents(database.db);
const housekeeping = setInterval(
  () => void pruneEvents(database.db).catch((err) => logger.error({ err }, 'Pruning rate-limit events failed')),
  3_600_000,
);

const app = createApp({ db: database.db, env });
let jobRunner: JobRunner | undefined;
let backups: BackupScheduler | undefined;
const server = listen(app.fetch, { port: env.port, host: env.host, tls: certificate }, ({ url, port }) => {
  // Background jobs (PDF conversion, demo decks, …) start once the API answers. PGlite allows one process per
  // data directory, so jobs still marked running there were interrupted and are taken up again at once.
  jobRunner = startJobRunner({
    db: database.db,
    env,
    exclusive: database.kind === 'pglite',
    leaseMs: env.jobLeaseMs,
  });
  backups = startBackupSchedule({
    db: database.db,
    env,
    engine: database.kind,
    databaseUrl: env.databaseUrl,
    signal: true,
  });
  const where = database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL';
  logger.info({ port, database: database.kind, https: env.tls !== null }, `Pathshala is running at ${url} (${where})`);
  // The demo logins are for a person at the terminal: plain lines, not JSON.
  if (env.seedDemo) {
    console.log('Demo logins (password demo1234):');
    for (const line of demoLogins()) console.log(`  ${line}`);
  }
});

/**
 * SIGTERM (a deployment stopping or replacing this process): take no new connection, let requests in flight finish
 * within 10 s, and give back the leases of running jobs (they are queued again at once for another process).
 */
let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down: finishing the requests in flight and giving back job leases');
  clearInterval(housekeeping);
  backups?.stop();
  await Promise.all([closeGracefully(server, 10_000), jobRunner?.stop()]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// SIGHUP: the certificate was renewed (e.g. by certbot's deploy hook): take it without dropping anyone.
process.on('SIGHUP', () => {
  if (!env.tls || server instanceof Server) return;
  try {
    renewCertificate(server, env.tls);
    logger.info('Took the renewed TLS certificate');
  } catch (err) {
    logger.error({ err }, 'Kept the TLS certificate in use: the renewed files do not check out');
  }
});
