/**
 * Past one machine (issue 19): requests per second and p95 with one and with two API processes on one PostgreSQL
 * (behind the round-robin proxy), for the profile, the admin dashboard and the students list; and slide images
 * served from S3 next to the local store. Each figure is 16 concurrent clients for BENCH_SECONDS (default 8).
 *
 * Run: bash scripts/with-postgres.sh npx tsx bench/multi-process.ts
 *
 * This machine has 2 cores shared by PostgreSQL, the API processes, the proxy, s3rver and this load generator,
 * so a second process cannot double the throughput here; the ratio shows what it adds on this box, not on two.
 */
import os from 'node:os';
import { type Cluster, startCluster } from '../tests/cluster/cluster';
import { call, eventually, query, signIn } from '../tests/cluster/cluster-api';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 16;

type Figure = { rps: number; p95: number; errors: number };

/** CONCURRENCY clients calling `path` back to back for SECONDS. */
async function load(url: string, path: string, token: string): Promise<Figure> {
  const times: number[] = [];
  let errors = 0;
  const first = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`${path} answered ${first.status}`);
  const type = first.headers.get('content-type');
  console.log(`  ${path}: ${first.status} ${type}, ${(await first.arrayBuffer()).byteLength} bytes`);
  const end = Date.now() + SECONDS * 1000;
  const client = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) errors++;
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(times.length / SECONDS),
    p95: Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 10) / 10,
    errors,
  };
}

/** A cluster whose demo decks are converted (no background work left to compete with the load). */
async function settledCluster(size: number, env: Record<string, string> = {}): Promise<Cluster> {
  const cluster = await startCluster({ port: 3500 + size * 10, size, env });
  await eventually(
    async () => {
      const [row] = await query<{ n: number }>(
        cluster.databaseUrl,
        "select count(*)::int as n from jobs where status in ('queued', 'running')",
      );
      return row?.n === 0 ? true : undefined;
    },
    300_000,
    'the demo decks',
  );
  return cluster;
}

async function apiFigures(size: number) {
  const cluster = await settledCluster(size);
  try {
    const admin = await signIn(cluster.url, 'admin@demo.test');
    const teacher = await signIn(cluster.url, 'teacher@demo.test');
    return {
      profile: await load(cluster.url, '/api/auth/profile', teacher),
      dashboard: await load(cluster.url, '/api/analytics/dashboard', admin),
      students: await load(cluster.url, '/api/students?page=1&limit=20', admin),
    };
  } finally {
    await cluster.stop();
  }
}

async function slideImageFigure(store: 'local' | 's3') {
  const cluster = await settledCluster(1, { BLOB_STORE: store });
  try {
    const teacher = await signIn(cluster.url, 'teacher@demo.test');
    const deck = await call(cluster.url, 'GET', '/api/course-materials/class/6', { token: teacher });
    return await load(cluster.url, `/api${deck.body.material.slides[2].imageUrl}`, teacher);
  } finally {
    await cluster.stop();
  }
}

console.log(`multi-process bench: ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, ${SECONDS} s each`);
const one = await apiFigures(1);
const two = await apiFigures(2);
console.log('\n| call | 1 process rps | p95 ms | 2 processes rps | p95 ms | rps ratio 2/1 |');
console.log('|---|---|---|---|---|---|');
for (const name of ['profile', 'dashboard', 'students'] as const) {
  const a = one[name];
  const b = two[name];
  console.log(`| ${name} | ${a.rps} | ${a.p95} | ${b.rps} | ${b.p95} | ${(b.rps / a.rps).toFixed(2)} |`);
  if (a.errors || b.errors) console.log(`  (errors: ${a.errors} with 1, ${b.errors} with 2)`);
}
const local = await slideImageFigure('local');
const s3 = await slideImageFigure('s3');
console.log('\n| slide image | rps | p95 ms |');
console.log('|---|---|---|');
console.log(`| local store | ${local.rps} | ${local.p95} |`);
console.log(`| S3 (s3rver on this machine) | ${s3.rps} | ${s3.p95} |`);
if (local.errors || s3.errors) console.log(`  (errors: ${local.errors} local, ${s3.errors} S3)`);
console.log(`ratio S3/local: rps ${(s3.rps / local.rps).toFixed(2)}, p95 ${(s3.p95 / local.p95).toFixed(2)}`);
console.log(`load after: ${os.loadavg()[0]?.toFixed(1)}`);
