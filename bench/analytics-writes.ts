/**
 * What the analytics summaries cost a write: times the session writes the app makes (start, slide move,
 * end with attendance, edit of the date, delete), one statement each as the app runs them, on the district
 * data set, with the summary triggers of migration 0006 and without them (disabled for alternate blocks of
 * ten runs; each run deletes the session it made, so the summaries stay exact).
 * Run: DATABASE_URL=postgres://…/pathshala_bench_district npx tsx bench/analytics-writes.ts   (BENCH_RUNS=n)
 */
import os from 'node:os';
import pg from 'pg';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the district data set, see bench/analytics.ts)');
const client = new pg.Client({ connectionString: url });
await client.connect();
const [cls] = (
  await client.query(
    `select teacher_id, school_id, institution_id, class_level, grade from class_sessions
     where teacher_id = (select id from users where email = 'teacher1_0@district.test') limit 1`,
  )
).rows;
if (!cls) throw new Error('no district teacher: generate the data set with bench/analytics.ts first');

const steps: [string, (id: string, i: number) => [string, unknown[]]][] = [
  [
    'insert (start, in progress)',
    (id) => [
      `insert into class_sessions (id, teacher_id, school_id, institution_id, class_level, grade, status, session_date)
       values ($1, $2, $3, $4, $5, $6, 'in_progress', now())`,
      [id, cls.teacher_id, cls.school_id, cls.institution_id, cls.class_level, cls.grade],
    ],
  ],
  [
    'update slide position',
    (id, i) => [
      'update class_sessions set current_slide = $2, ending_slide = greatest(ending_slide, $2), position_at = now(), updated_at = now() where id = $1',
      [id, 2 + (i % 5)],
    ],
  ],
  [
    'update end (attendance)',
    (id) => [
      `update class_sessions set status = 'ended', students_attended = 27, total_students = 30, ended_at = now(), updated_at = now()
       where id = $1 and status = 'in_progress'`,
      [id],
    ],
  ],
  [
    'update session date (edit)',
    (id) => ["update class_sessions set session_date = session_date - interval '40 days' where id = $1", [id]],
  ],
  ['delete', (id) => ['delete from class_sessions where id = $1', [id]]],
];

// Blocks of ten runs alternate between the summary triggers off and on, so both see the same machine load.
const TRIGGERS = ['class_sessions_stats_insert', 'class_sessions_stats_update', 'class_sessions_stats_delete'];
const setTriggers = async (on: boolean) => {
  for (const name of TRIGGERS)
    await client.query(`alter table class_sessions ${on ? 'enable' : 'disable'} trigger ${name}`);
};
const samples = new Map<string, number[]>(
  steps.flatMap(([name]) => [`${name} (without)`, `${name} (with)`]).map((name) => [name, []]),
);
try {
  for (let i = 0; i < 2 * (RUNS + 10); i++) {
    const on = Math.floor(i / 10) % 2 === 1;
    if (i % 10 === 0) await setTriggers(on);
    const id = crypto.randomUUID();
    for (const [name, make] of steps) {
      const [text, values] = make(id, i);
      const started = performance.now();
      await client.query(text, values);
      if (i >= 20) samples.get(`${name} (${on ? 'with' : 'without'})`)?.push(performance.now() - started);
    }
  }
} finally {
  // Every run deletes its own session, so the summaries are exact whichever state a run had.
  await setTriggers(true);
}
await client.end();
const q = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? 0;
console.log(
  `session writes on the district data set, ${RUNS} runs each without and with the summary triggers; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (const [name, s] of samples) {
  s.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} p50 ${q(s, 0.5).toFixed(2)} ms  p95 ${q(s, 0.95).toFixed(2)} ms`);
}
