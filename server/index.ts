import { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { catchBackupSignal } from './lib/backup/backup-signal';
import { type BackupScheduler, startBackupSchedule } from './lib/backup/backup-schedule';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { DatabaseDamagedError } from './db/pglite-data-dir';
import { demoLogins, seedIfEmpty } from './db/seed/seed';
import { withStartupLock } from './db/startup-lock';
import { loadEnv } from './env';
import { closeGracefully } from './lib/graceful-close';
import { freeClaimsOfDeadProcess } from './lib/idempotency';
import { listen, readCertificate, renewCertificate } from './lib/listen';
import { type JobRunner, startJobRunner } from './lib/jobs';
import { logger } from './lib/logger';
import { startHeartbeat } from './lib/process-liveness';
import { pruneEvents } from './lib/rate-limit';
import { checkStoredFiles } from './modules/health/stored-files';

const env = loadEnv();
// An error nothing caught still ends the process (its state is unknown), but the log says first what it was and where.
process.on('uncaughtExceptionMonitor', (err, origin) =>
  logger.fatal({ err, origin }, 'Stopping: an error nothing caught'),
);
catchBackupSignal(); // SIGUSR2 asks for a backup; Node would end the process on it
// A certificate that does not check out stops the start here, before the database is touched.
const certificate = env.tls ? readCertificate(env.tls) : null;
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  statementTimeoutMs: env.statementTimeoutMs,
}).catch(stopOnOpenFailure);
// Several processes may start at once on one PostgreSQL: they migrate and seed one at a time.
await withStartupLock(env.databaseUrl, async () => {
  await database.migrate();
  if (env.seedDemo && (await seedIfEmpty(database.db, env))) logger.info('Loaded the demo data.');
});
if (database.kind === 'pglite') {
  const freed = await freeClaimsOfDeadProcess(database.db);
  if (freed > 0) logger.warn({ freed }, 'Freed the Idempotency-Keys of requests cut short by the last stop');
}
// On a shared PostgreSQL this process says it is alive, so the others know when a request it claimed was cut short.
const heartbeat = database.kind === 'postgres' ? await startHeartbeat(database.db) : undefined;
await pruneEvents(database.db);
const housekeeping = setInterval(
  () => void pruneEvents(database.db).catch((err) => logger.error({ err }, 'Pruning rate-limit events failed')),
  3_600_000,
);

// PGlite runs no checkpointer of its own: without one, every change since the start stays in the WAL, and a start
// after a cut replays all of it. Every 5 minutes, as PostgreSQL's checkpoint_timeout does.
const checkpoints =
  database.kind === 'pglite'
    ? setInterval(
        () => void database.db.execute(sql`checkpoint`).catch((err) => logger.error({ err }, 'Checkpoint failed')),
        300_000,
      )
    : undefined;

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
  // Files a power cut lost (the database names them, the disk lost them) are made again or reported.
  checkStoredFiles(database.db, env).catch((err) => logger.error({ err }, 'Checking the stored files failed'));
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
  clearInterval(checkpoints);
  backups?.stop();
  await Promise.all([closeGracefully(server, 10_000), jobRunner?.stop()]);
  await heartbeat?.stop().catch((err) => logger.error({ err }, 'Could not remove this process’s beat'));
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

/** A data directory in use or damaged stops the start with its message, for the person at the terminal. */
function stopOnOpenFailure(error: unknown): never {
  if (error instanceof DatabaseDamagedError || error instanceof DataDirInUseError) {
    logger.fatal({ err: error }, error.message);
    console.error(`\nPathshala did not start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
