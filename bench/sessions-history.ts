/**
 * The whole session history (issue 16) on the district data set (3,000,000 sessions, analytics-district.ts), as
 * /sessions asks for it: a page of GET /api/class-sessions (50 sessions and the total), the first page and the
 * last page of each filter, and the four figures over the whole filter (`stats=true`, asked once per filter), for
 * an admin, an institution manager, a school manager and a teacher. Target: p95 ≤ 100 ms for each. Prints
 * p50 / p95 / max, the ratio, the rows the filter matches and the load average.
 * Run: bash scripts/with-postgres.sh npx tsx bench/sessions-history.ts   (BENCH_RUNS, default 30)
 */
import os from 'node:os';
import { DISTRICT } from './analytics-district';
import { districtApp } from './support/district-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const TARGET = 100;
const district = await districtApp('sessions-history.ts');
const { database, login } = district;
const get = async (url: string, token: string) =>
  (await district.get(url, token)).json() as Promise<{ pagination: { total: number; totalPages: number } }>;

const admin = await login('admin@demo.test');
const im = await login(DISTRICT.logins.im);
const sm = await login(DISTRICT.logins.sm);
const teacher = await login(DISTRICT.logins.teacher);
const school = sm.user.manages_schools[0] as string;
const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
const filters: { name: string; query: string; token: string }[] = [
  { name: 'admin, all', query: '', token: admin.token },
  { name: 'admin, last 30 days', query: `start_date=${month}`, token: admin.token },
  { name: 'admin, one school', query: `school_id=${school}`, token: admin.token },
  { name: 'admin, one teacher', query: `teacher_id=${teacher.user._id}`, token: admin.token },
  { name: 'institution manager, all', query: '', token: im.token },
  { name: 'school manager, all', query: '', token: sm.token },
  { name: 'school manager, a school and class', query: `school_id=${school}&class_level=6A`, token: sm.token },
  { name: 'teacher, own sessions', query: `teacher_id=${teacher.user._id}`, token: teacher.token },
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
console.log(
  `GET /api/class-sessions (a page of 50; the figures) — ${RUNS} runs after ${WARMUP} warm-up, target p95 ≤ ${TARGET} ms; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
console.log(
  `${'filter'.padEnd(36)} ${'page'.padStart(8)} ${'rows'.padStart(10)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}  ratio`,
);
let worst = 0;
async function measure(name: string, label: string, url: string, token: string, rows: number) {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    await get(url, token);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = quantile(samples, 0.95);
  worst = Math.max(worst, p95 / TARGET);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(36)} ${label.padStart(8)} ${rows.toLocaleString('en-IN').padStart(10)} ${ms(quantile(samples, 0.5))} ${ms(p95)} ${ms(samples.at(-1) ?? 0)}  ${(p95 / TARGET).toFixed(2)}`,
  );
}

for (const f of filters) {
  const base = `/api/class-sessions?limit=50${f.query ? `&${f.query}` : ''}`;
  const first = await get(base, f.token);
  for (const page of [1, first.pagination.totalPages]) {
    await measure(f.name, `p. ${page}`, `${base}&page=${page}`, f.token, first.pagination.total);
  }
  const figures = `/api/class-sessions?limit=1&stats=true${f.query ? `&${f.query}` : ''}`;
  await measure(f.name, 'figures', figures, f.token, first.pagination.total);
}
console.log(`worst p95 / target: ${worst.toFixed(2)} ${worst <= 1 ? '(within target)' : '(OVER TARGET)'}`);
await database.close();
