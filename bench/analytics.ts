/**
 * Times every dashboard and analytics call, in process through the real app (auth, scope, SQL):
 * 1. on PGlite with the demo data (target p95 ≤ 50 ms);
 * 2. with DATABASE_URL, on PostgreSQL with a district-scale data set generated in SQL
 *    (1,000 schools, 300,000 students, 3,000,000 sessions; target p95 ≤ 200 ms).
 * Run: npx tsx bench/analytics.ts   (DATABASE_URL=postgres://… for the second part; BENCH_RUNS=n to change runs)
 * The PostgreSQL part creates (and leaves, for re-runs) a database named pathshala_bench_district.
 */
import os from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { DEMO_PASSWORD } from '#server/db/seed/demo-plan';
import { seedDemo } from '#server/db/seed/seed';
import { loadEnv } from '#server/env';
import { DISTRICT, openDistrict } from './analytics-district';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;

type App = ReturnType<typeof createApp>;
type Call = { name: string; url: string; token: string };

async function login(app: App, email: string): Promise<{ token: string; user: any }> {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: any };
}

async function calls(
  app: App,
  emails: { admin: string; im: string; sm: string; teacher: string; student: string },
): Promise<Call[]> {
  const admin = await login(app, emails.admin);
  const im = await login(app, emails.im);
  const sm = await login(app, emails.sm);
  const teacher = await login(app, emails.teacher);
  const student = await login(app, emails.student);
  const institutionId = im.user.manages_institutions[0];
  const schoolId = sm.user.manages_schools[0];
  const teacherSchool = teacher.user.teaching_assignments[0].school_id;
  const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'admin  GET /analytics/dashboard', url: '/api/analytics/dashboard', token: admin.token },
    { name: 'admin  GET /analytics/comprehensive (30 d)', url: '/api/analytics/comprehensive', token: admin.token },
    {
      name: 'admin  GET /analytics/comprehensive (365 d)',
      url: `/api/analytics/comprehensive?startDate=${year}`,
      token: admin.token,
    },
    {
      name: 'inst.  GET /institutions/{id}/analytics',
      url: `/api/institutions/${institutionId}/analytics`,
      token: im.token,
    },
    { name: 'inst.  GET /analytics/comprehensive', url: '/api/analytics/comprehensive', token: im.token },
    { name: 'school GET /schools/{id}/analytics', url: `/api/schools/${schoolId}/analytics`, token: sm.token },
    { name: 'school GET /analytics/comprehensive', url: '/api/analytics/comprehensive', token: sm.token },
    {
      name: 'teach. GET /analytics/teacher/{id} (3 months)',
      url: `/api/analytics/teacher/${teacher.user._id}`,
      token: teacher.token,
    },
    {
      name: 'teach. GET /analytics/teacher/{id} (all)',
      url: `/api/analytics/teacher/${teacher.user._id}?period=all`,
      token: teacher.token,
    },
    { name: 'teach. GET /analytics/school/{id}', url: `/api/analytics/school/${teacherSchool}`, token: teacher.token },
    {
      name: 'stud.  GET /students/{id}/progress',
      url: `/api/students/${student.user._id}/progress`,
      token: student.token,
    },
    {
      name: 'stud.  GET /analytics/student/{id}',
      url: `/api/analytics/student/${student.user._id}`,
      token: student.token,
    },
  ];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/**
 * Wall time is what the target is about. The machine may be shared, so the load average is printed, and the
 * CPU time this process spent per call (for PGlite: the whole work, since it runs in process; for PostgreSQL:
 * only the Node side) shows what a call costs whatever else runs.
 */
async function time(app: App, list: Call[], target: number, label: string) {
  console.log(
    `\n${label} — ${RUNS} runs per call after ${WARMUP} warm-up, target p95 ≤ ${target} ms; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `${'call'.padEnd(48)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  ratio  ${'cpu p50'.padStart(9)}`,
  );
  let worst = 0;
  for (const call of list) {
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      const res = await app.request(call.url, { headers: { authorization: `Bearer ${call.token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${call.name}: ${res.status}`);
      const used = process.cpuUsage(cpuStart);
      if (i >= WARMUP) {
        samples.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    samples.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p95 = quantile(samples, 0.95);
    worst = Math.max(worst, p95 / target);
    const fmt = (n: number) => `${n.toFixed(1)} ms`.padStart(8);
    console.log(
      `${call.name.padEnd(48)} ${fmt(quantile(samples, 0.5))} ${fmt(p95)} ${fmt(samples.at(-1) ?? 0)}  ${(p95 / target).toFixed(2)}  ${fmt(quantile(cpu, 0.5)).padStart(9)}`,
    );
  }
  console.log(`worst p95 / target: ${worst.toFixed(2)} ${worst <= 1 ? '(within target)' : '(OVER TARGET)'}`);
  return worst;
}

const env = {
  ...loadEnv(),
  blobDir: path.join(os.tmpdir(), 'pathshala-bench-blobs'),
  staticDir: path.join(os.tmpdir(), 'none'),
};
const demoEmails = {
  admin: 'admin@demo.test',
  im: 'institution.manager@demo.test',
  sm: 'school.manager@demo.test',
  teacher: 'teacher@demo.test',
  student: 'student@demo.test',
};

const lite = await openDatabase({});
await lite.migrate();
await seedDemo(lite.db);
const liteApp = createApp({ db: lite.db, env });
const liteWorst = await time(
  liteApp,
  await calls(liteApp, demoEmails),
  50,
  'PGlite, demo data (4 schools, 308 students, ~570 sessions)',
);
await lite.close();

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('\nDATABASE_URL not set: skipping the district-scale PostgreSQL run.');
} else {
  const database = await openDistrict(databaseUrl);
  const app = createApp({ db: database.db, env });
  const pgWorst = await time(
    app,
    await calls(app, { ...demoEmails, ...DISTRICT.logins }),
    200,
    'PostgreSQL, district scale',
  );
  await database.close();
  console.log(`\nSummary: PGlite worst ratio ${liteWorst.toFixed(2)}, PostgreSQL worst ratio ${pgWorst.toFixed(2)}`);
}
