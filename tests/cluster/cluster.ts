import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3Server } from '#server/testing/s3-server';
import { type ServerProcess, startServerProcess } from '../e2e/support/server-process';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

/**
 * A deployment past one machine, on this one: a fresh PostgreSQL database, an S3-compatible store, N API processes
 * sharing both (and one APP_SECRET), and a round-robin proxy in front (issue 19). Needs DATABASE_URL (a server the
 * tests may create databases on): `bash scripts/with-postgres.sh …` provides one.
 */
export type Cluster = {
  url: string;
  proxy: RoundRobinProxy;
  processes: ServerProcess[];
  /** The database the processes share, for tests that check what was stored. */
  databaseUrl: string;
  s3: Awaited<ReturnType<typeof startS3Server>>;
  /** Each process's output, appended (JSON logs). */
  logDir: string;
  stop(): Promise<void>;
};

export const CLUSTER_SECRET = 'cluster-test-secret-shared-by-every-process';

export async function startCluster(options: {
  port: number;
  size?: number;
  staticDir?: string;
  /** Seconds a job may go untouched before another process takes it over (production default 60). */
  leaseSeconds?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('The cluster needs DATABASE_URL: run it under scripts/with-postgres.sh');
  const name = `cluster_${randomBytes(4).toString('hex')}`;
  await onServer(admin, `create database ${name}`);
  const databaseUrl = withDatabase(admin, name);
  const s3 = await startS3Server({ bucket: 'pathshala-cluster' });
  const logDir = path.join(os.tmpdir(), `pathshala-${name}`);
  mkdirSync(logDir, { recursive: true });

  const size = options.size ?? 2;
  const ports = Array.from({ length: size }, (_, i) => options.port + 1 + i);
  const env = {
    DATABASE_URL: databaseUrl,
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    APP_SECRET: CLUSTER_SECRET,
    JOB_LEASE_SECONDS: String(options.leaseSeconds ?? 4),
    DEMO_DECK_SLIDES: '12',
    PUBLIC_URL: `http://localhost:${options.port}`,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  // All at once, as a deployment starts them: the start-up lock makes them migrate and seed one at a time.
  const processes = await Promise.all(
    ports.map((port, i) =>
      startServerProcess({
        port,
        dataDir: path.join(logDir, `process-${i + 1}`),
        staticDir: options.staticDir ?? process.env.STATIC_DIR ?? 'dist',
        logFile: path.join(logDir, `process-${i + 1}.log`),
        env,
      }),
    ),
  );
  const proxy = await startRoundRobinProxy(options.port, ports);
  return {
    url: proxy.url,
    proxy,
    processes,
    databaseUrl,
    s3,
    logDir,
    async stop() {
      await proxy.close();
      await Promise.all(processes.map((p) => p.stop()));
      await s3.close();
      await onServer(admin, `drop database if exists ${name} with (force)`);
      if (!process.env.KEEP_CLUSTER_LOGS) rmSync(logDir, { recursive: true, force: true });
    },
  };
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
