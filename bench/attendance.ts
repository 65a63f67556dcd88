/**
 * Per-student attendance (issue 17) on the district data set (300,000 students, 3,000,000 sessions each with a roll
 * call, ~11,000,000 absences; analytics-district.ts), through the real app as each screen asks for it:
 * - a student's own attendance (GET /api/students/{id}/progress, the Attendance card and My Progress): p95 ≤ 50 ms;
 * - a class register of a month (GET /api/classes/{school}/{class}/register?month=, and its CSV): p95 ≤ 100 ms;
 * - absence alerts (GET /api/classes/absence-alerts: the teacher's pending tasks, the school manager's dashboard) and
 *   the student's and teacher's dashboard analytics: p95 ≤ 200 ms.
 * Prints p50 / p95 / max, the ratio to the target and the load average.
 * Run: bash scripts/with-postgres.sh npx tsx bench/attendance.ts   (BENCH_RUNS, default 30)
 */
import os from 'node:os';
import { DISTRICT } from './analytics-district';
import { districtApp } from './support/district-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const { database, login, get } = await districtApp('attendance.ts');

// Students of several schools and classes (student<school>_<grade>_<k>), the first school's manager and teacher.
const students = await Promise.all(
  [
    [1, 6, 1],
    [250, 3, 17],
    [999, 10, 30],
  ].map(([n, g, k]) => login(`student${n}_${g}_${k}@district.test`)),
);
const sm = await login(DISTRICT.logins.sm);
const teacher = await login(DISTRICT.logins.teacher);
const school = sm.user.manages_schools[0] as string;
const month = new Date().toISOString().slice(0, 7);
const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 7);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
console.log(
  `Per-student attendance on the district data set — ${RUNS} runs after ${WARMUP} warm-up; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
console.log(`${'call'.padEnd(52)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)} target  ratio`);
let worst = 0;
async function measure(name: string, target: number, calls: { url: string; token: string }[]) {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const { url, token } = calls[i % calls.length] as { url: string; token: string };
    const started = performance.now();
    await (await get(url, token)).text();
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = quantile(samples, 0.95);
  worst = Math.max(worst, p95 / target);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(52)} ${ms(quantile(samples, 0.5))} ${ms(p95)} ${ms(samples.at(-1) ?? 0)} ${String(target).padStart(6)}  ${(p95 / target).toFixed(2)}`,
  );
}

const own = students.map((s) => ({ url: `/api/students/${s.user._id}/progress`, token: s.token }));
await measure("a student's own attendance (My Progress)", 50, own);
await measure("a student's dashboard analytics", 200, [
  ...students.map((s) => ({ url: `/api/analytics/student/${s.user._id}`, token: s.token })),
]);
const register = (classLevel: string, m: string, token: string) => ({
  url: `/api/classes/${school}/${classLevel}/register?month=${m}`,
  token,
});
await measure('class register, this month (teacher, 1A)', 100, [register('1A', month, teacher.token)]);
await measure('class register, a year ago (teacher, 5A)', 100, [register('5A', lastYear, teacher.token)]);
await measure('class register, school manager (any class)', 100, [
  register('2A', month, sm.token),
  register('7A', lastYear, sm.token),
]);
await measure('class register CSV (school manager, 10A)', 100, [
  { url: `/api/classes/${school}/10A/register/export?month=${lastYear}`, token: sm.token },
]);
await measure("absence alerts (teacher's pending tasks)", 200, [
  { url: '/api/classes/absence-alerts', token: teacher.token },
]);
await measure("absence alerts (school manager's dashboard)", 200, [
  { url: `/api/classes/absence-alerts?school_id=${school}`, token: sm.token },
]);
await measure("teacher's dashboard analytics", 200, [
  { url: `/api/analytics/teacher/${teacher.user._id}`, token: teacher.token },
]);
console.log(`worst p95 / target: ${worst.toFixed(2)} ${worst <= 1 ? '(within target)' : '(OVER TARGET)'}`);
await database.close();
