/**
 * What durability costs a typical write (issue 37): a class started, then ended with a roll call, through the real
 * app (app.fetch) on the embedded database in a folder on this machine's disk, in one run:
 *   before  — PGlite as it was: fsync off (-F) and a file system with no flush (what a power cut could undo);
 *   durable — PGlite as it is now (server/db/pglite-durable.ts): every commit flushed before it is answered.
 * Prints p50 / p95 of the start + end pair one at a time, the throughput of 8 classes at once, and the ratios.
 * Run: npx tsx bench/durable-writes.ts   (BENCH_RUNS, default 100; BENCH_DIR, default the OS temp folder)
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createApp } from '#server/app';
import { createPGlite, openDatabase } from '#server/db/client';
import { openPGliteDataDir } from '#server/db/pglite-data-dir';
import { seedDemo } from '#server/db/seed/seed';
import { loadEnv } from '#server/env';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const CONCURRENT = 8;
const BASE = process.env.BENCH_DIR ?? os.tmpdir();
const fsType = execFileSync('df', ['--output=fstype', BASE], { encoding: 'utf8' }).trim().split('\n').at(-1);

type Figures = { p50: number; p95: number; perSecond: number; flushes: string };

async function measure(mode: 'before' | 'durable'): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(BASE, `pathshala-durable-${mode}-`));
  const client: PGlite =
    mode === 'before'
      ? await createPGlite({ dataDir: path.join(dataDir, 'db') })
      : (await openPGliteDataDir(dataDir, createPGlite)).client;
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedDemo(database.db, undefined, { decks: 'none' });
  const env = { ...loadEnv(), dataDir, blobDir: path.join(dataDir, 'blobs'), staticDir: path.join(dataDir, 'none') };
  const app = createApp({ db: database.db, env });
  const request = async (method: string, url: string, options: { token?: string; body?: unknown; raw?: BodyInit }) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '10.1.1.1', 'idempotency-key': randomUUID() };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(url, { method, headers, body: options.raw ?? JSON.stringify(options.body) });
    return {
      status: res.status,
      body: (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null,
    };
  };
  const login = async (email: string) =>
    (await request('POST', '/api/auth/login', { body: { email, password: 'demo1234' } })).body.token as string;
  const admin = await login('admin@demo.test');
  await uploadDeck({ request, db: database.db, env }, admin, 6, deckPages(3));
  const teacher = await login('teacher@demo.test');
  const schools = (await request('GET', '/api/schools?limit=100', { token: admin })).body.data as {
    _id: string;
    name: string;
  }[];
  const school = schools.find((s) => s.name.includes('Mohali'))?._id as string;
  const roster = (await request('GET', `/api/classes/${school}/6A/roster`, { token: teacher })).body.students as {
    _id: string;
  }[];

  const teach = async () => {
    const id = randomUUID();
    const started = await request('POST', '/api/class-sessions/start-slide-session', {
      token: teacher,
      body: { school_id: school, class_level: '6A', session_id: id },
    });
    const absent = [roster[0]?._id as string];
    const ended = await request('POST', `/api/class-sessions/${id}/end-session`, {
      token: teacher,
      body: {
        students_attended: roster.length - 1,
        total_students: roster.length,
        notes: '',
        absent_student_ids: absent,
      },
    });
    if (started.status !== 200 || ended.status !== 200) throw new Error(`${started.status} ${ended.status}`);
  };
  for (let i = 0; i < 5; i++) await teach();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await teach();
    times.push(performance.now() - t);
  }
  const t = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      for (let i = 0; i < RUNS / CONCURRENT; i++) await teach();
    }),
  );
  const perSecond = RUNS / ((performance.now() - t) / 1000);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0;
  return { p50: q(0.5), p95: q(0.95), perSecond, flushes: mode === 'before' ? 'none' : 'every commit' };
}

console.log(
  `A class started and ended with a roll call, ${RUNS} times, on ${BASE} (${fsType}); load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
const before = await measure('before');
const durable = await measure('durable');
console.log('\nmode    | flushes      | p50 ms | p95 ms | classes/s (8 at once)');
for (const [name, f] of [
  ['before', before],
  ['durable', durable],
] as const) {
  console.log(
    `${name.padEnd(7)} | ${f.flushes.padEnd(12)} | ${f.p50.toFixed(1).padStart(6)} | ${f.p95.toFixed(1).padStart(6)} | ${f.perSecond.toFixed(1)}`,
  );
}
console.log(
  `\ndurable / before: p50 ×${(durable.p50 / before.p50).toFixed(2)}, p95 ×${(durable.p95 / before.p95).toFixed(2)}, ` +
    `throughput ×${(durable.perSecond / before.perSecond).toFixed(2)}`,
);
