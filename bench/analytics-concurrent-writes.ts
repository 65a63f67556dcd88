/**
 * Hot summary rows under concurrent session writes (docs/decisions/009): every session a teacher starts or ends
 * adds to the counter rows of its school, teacher and institution for the day and the month, so concurrent
 * writes of one institution on one day queue on the same rows. This runs BENCH_WORKERS connections (default 16)
 * each starting and ending sessions as the app does (one insert, then one update), for three spreads of the
 * writes: all in one school, all in one institution (many schools), and over every institution; it prints
 * sessions per second and p50/p95 of each statement, counts errors (deadlocks would show here), then checks
 * that the summaries still equal a direct count and deletes what it wrote.
 * Run: DATABASE_URL=postgres://…/pathshala_bench_district npx tsx bench/analytics-concurrent-writes.ts
 */
import os from 'node:os';
import pg from 'pg';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const PER_WORKER = Number(process.env.BENCH_SESSIONS ?? 60);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the district data set, see bench/analytics.ts)');
const pool = new pg.Pool({ connectionString: url, max: WORKERS });

type Class = { teacher_id: string; school_id: string; institution_id: string; class_level: string; grade: number };
const pick = async (where: string, params: unknown[]) =>
  (
    await pool.query<Class>(
      `select distinct on (teacher_id, school_id) teacher_id, school_id, institution_id, class_level, grade
       from class_sessions where ${where} limit $${params.length + 1}`,
      [...params, WORKERS],
    )
  ).rows;

const [busiest] = (
  await pool.query<{ school_id: string; institution_id: string }>(
    `select school_id, institution_id from class_sessions group by 1, 2 order by count(distinct teacher_id) desc limit 1`,
  )
).rows;
if (!busiest) throw new Error('no district sessions: generate the data set with bench/analytics.ts first');
const institutions = (await pool.query<{ id: string }>('select id from institutions')).rows.map((r) => r.id);
const spreads: [string, Class[]][] = [
  ['one school', await pick('school_id = $1', [busiest.school_id])],
  [
    'one institution, many schools',
    (
      await pool.query<Class>(
        `select distinct on (school_id) teacher_id, school_id, institution_id, class_level, grade
         from class_sessions where institution_id = $1 limit $2`,
        [busiest.institution_id, WORKERS],
      )
    ).rows,
  ],
  [
    'every institution',
    (
      await Promise.all(institutions.map((id) => pick('institution_id = $1', [id]).then((rows) => rows.slice(0, 2))))
    ).flat(),
  ],
];

const created: string[] = [];
const q = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? 0;

async function run(classes: Class[]) {
  const inserts: number[] = [];
  const ends: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      const cls = classes[w % classes.length] as Class;
      for (let i = 0; i < PER_WORKER; i++) {
        const id = crypto.randomUUID();
        try {
          let t = performance.now();
          await pool.query(
            `insert into class_sessions (id, teacher_id, school_id, institution_id, class_level, grade, status, session_date)
             values ($1, $2, $3, $4, $5, $6, 'in_progress', now())`,
            [id, cls.teacher_id, cls.school_id, cls.institution_id, cls.class_level, cls.grade],
          );
          created.push(id);
          inserts.push(performance.now() - t);
          t = performance.now();
          await pool.query(
            `update class_sessions set status = 'ended', students_attended = 27, total_students = 30,
             ended_at = now(), updated_at = now() where id = $1 and status = 'in_progress'`,
            [id],
          );
          ends.push(performance.now() - t);
        } catch (error) {
          errors++;
          console.error(String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  inserts.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  return { rate: (WORKERS * PER_WORKER) / seconds, inserts, ends, errors };
}

/** Today's counter row of each touched institution against a direct count of its sessions. */
async function mismatches() {
  const { rows } = await pool.query(
    `with direct as (
       select institution_id, count(*)::bigint as sessions from class_sessions
       where (session_date at time zone 'UTC')::date = (now() at time zone 'UTC')::date group by 1),
     kept as (
       select institution_id, sessions from institution_session_stats
       where span = 'day' and start = (now() at time zone 'UTC')::date)
     select coalesce(d.institution_id, k.institution_id) from direct d full join kept k using (institution_id)
     where coalesce(d.sessions, 0) <> coalesce(k.sessions, 0)`,
  );
  return rows.length;
}

console.log(
  `${WORKERS} connections, ${PER_WORKER} sessions each (start + end), per spread; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  for (const [name, classes] of spreads) {
    const r = await run(classes);
    console.log(
      `${name.padEnd(30)} ${classes.length} classes  ${r.rate.toFixed(0).padStart(5)} sessions/s  ` +
        `start p50 ${q(r.inserts, 0.5).toFixed(1)} p95 ${q(r.inserts, 0.95).toFixed(1)} ms  ` +
        `end p50 ${q(r.ends, 0.5).toFixed(1)} p95 ${q(r.ends, 0.95).toFixed(1)} ms  errors ${r.errors}`,
    );
  }
  console.log(`summaries equal to a direct count: ${(await mismatches()) === 0 ? 'yes' : 'NO'}`);
} finally {
  await pool.query('delete from class_sessions where id = any($1::uuid[])', [created]);
  console.log(
    `deleted ${created.length} sessions; summaries still exact: ${(await mismatches()) === 0 ? 'yes' : 'NO'}`,
  );
  await pool.end();
}
