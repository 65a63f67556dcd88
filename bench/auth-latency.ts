/**
 * Login and profile latency of the real server (PGlite with the demo data, in a temp DATA_DIR, over HTTP on
 * loopback) next to a bare Hono JSON route on @hono/node-server, each server in its own process.
 * Sequential requests from one client, round-robin over the routes; p50 and p99 after a warm-up, and the
 * ratios to the bare route.
 * Run: npx tsx bench/auth-latency.ts   (BENCH_REQUESTS=n, default 200; BENCH_WARMUP=n, default 30)
 * On PostgreSQL: bash scripts/with-postgres.sh npx tsx bench/auth-latency.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/servers';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const LOGIN = { email: 'teacher@demo.test', password: 'demo1234' };

type Stats = { p50: number; p99: number; mean: number };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

type Probe = { name: string; send: () => Promise<Response>; times: number[] };

async function once(probe: Probe): Promise<number> {
  const start = performance.now();
  const res = await probe.send();
  await res.arrayBuffer();
  const elapsed = performance.now() - start;
  if (!res.ok) throw new Error(`${probe.name}: HTTP ${res.status}`);
  return elapsed;
}

/** Round-robin over the probes, so a busy moment on the machine weighs on every route alike. */
async function measure(probes: Probe[]): Promise<void> {
  for (let i = 0; i < WARMUP; i++) for (const probe of probes) await once(probe);
  for (let i = 0; i < REQUESTS; i++) for (const probe of probes) probe.times.push(await once(probe));
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(11);
const ratio = (n: number, ref: number) => `${(n / ref).toFixed(1)}x`.padStart(8);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-bench-'));
const started = performance.now();
const app = await startServer(
  'server/index.ts',
  { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-static'), SEED_DEMO: 'true' },
  '/api/health',
  300_000,
);
// With DATABASE_URL set (scripts/with-postgres.sh), the server runs on PostgreSQL instead.
const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'fresh PGlite';
console.log(`real server up (${where}, migrated and seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
let bare: Awaited<ReturnType<typeof startServer>> | undefined;

try {
  const reference = await startServer('bench/support/bare-hono-server.ts', {}, '/json');
  bare = reference;
  const json = { 'content-type': 'application/json' };
  const loginBody = JSON.stringify(LOGIN);
  const first = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: json, body: loginBody });
  const { token } = (await first.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const probes: Probe[] = [
    { name: 'bare Hono GET /json', send: () => fetch(`${reference.url}/json`), times: [] },
    { name: 'GET /api/health', send: () => fetch(`${app.url}/api/health`), times: [] },
    { name: 'GET /api/auth/profile', send: () => fetch(`${app.url}/api/auth/profile`, { headers: auth }), times: [] },
    {
      name: 'POST /api/auth/login',
      send: () => fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: json, body: loginBody }),
      times: [],
    },
  ];
  await measure(probes);
  const results = probes.map((probe) => [probe.name, stats(probe.times)] as const);
  const base = results[0]![1];

  console.log(
    `\n${REQUESTS} sequential requests per route (round-robin) after ${WARMUP} warm-up, loopback, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, node ${process.version}`,
  );
  console.log(
    `${'route'.padEnd(24)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'mean'.padStart(11)}${'p50 ratio'.padStart(11)}${'p99 ratio'.padStart(11)}`,
  );
  for (const [name, s] of results) {
    console.log(
      `${name.padEnd(24)}${ms(s.p50)}${ms(s.p99)}${ms(s.mean)}   ${ratio(s.p50, base.p50)}   ${ratio(s.p99, base.p99)}`,
    );
  }
  console.log('\nratios are to the bare Hono route; login includes one argon2id verification (19 MiB, t=2) by design.');
} finally {
  await Promise.all([app.stop(), bare?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
