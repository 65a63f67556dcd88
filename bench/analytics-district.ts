import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { seedDemo } from '#server/db/seed/seed';
import { withDatabase } from '#server/testing/template';

/**
 * A district-scale data set made in SQL with generate_series (fast: no rows pass through Node):
 * 10 institutions, 1,000 schools with classes 1A..10A, 4,000 teachers, 300,000 students (30 per class)
 * and 3,000,000 ended sessions (300 per class over two years, inserted in date order as real sessions arrive),
 * each with a roll call (issue 17: its absent students, about 11,000,000 marks, stored as absences only), the
 * students' class memberships from before the first session, their progress, and activity-log entries.
 * Attendance, pace and hours vary per school and class by deterministic arithmetic, never by chance.
 */
export const DISTRICT = {
  institutions: 10,
  schools: 1000,
  classesPerSchool: 10,
  studentsPerClass: 30,
  teachersPerSchool: 4,
  sessionsPerClass: 300,
  days: 730,
  logins: {
    im: 'district.im@district.test',
    sm: 'district.sm@district.test',
    teacher: 'teacher1_0@district.test',
    student: 'student1_6_1@district.test',
  },
} as const;

const D = DISTRICT;
const STATES = `array['Punjab','Haryana','Uttar Pradesh','Delhi','Rajasthan','Maharashtra','Karnataka','Tamil Nadu']`;
const CITIES = `array['Mohali','Gurgaon','Noida','New Delhi','Jaipur','Pune','Bengaluru','Chennai','Ludhiana','Lucknow','Faridabad','Chandigarh']`;
const BOARDS = `array['CBSE','ICSE','State Board','Other']`;
/** Pace per class: the share of its deck it covers in the two years (0.50..0.99). */
const PACE = '(0.5 + ((s.n * 7 + g) % 50) / 100.0)';
const SLIDES = '(30 + (g - 1) * 5)';

const steps: [string, string][] = [
  ['password hash', `create temp table b_hash as select password_hash as h from users where email = 'admin@demo.test'`],
  [
    'institutions',
    `
    create temp table b_inst as select n, gen_random_uuid() as id from generate_series(1, ${D.institutions}) n;
    insert into institutions (id, name, state, district)
      select id, 'District Education Trust ' || n, (${STATES})[1 + n % 8], 'District ' || n from b_inst;`,
  ],
  [
    'schools',
    `
    create temp table b_school as select n, gen_random_uuid() as id, 1 + (n - 1) % ${D.institutions} as inst_n from generate_series(1, ${D.schools}) n;
    insert into schools (id, name, institution_id, classes_offered, total_slides_per_class, fee_per_student, board, state, city)
      select s.id, 'District School ' || s.n, i.id,
        (select array_agg(g || 'A' order by g) from generate_series(1, ${D.classesPerSchool}) g),
        (select jsonb_object_agg(g::text, 30 + (g - 1) * 5) from generate_series(1, 12) g),
        1200 + (s.n % 10) * 200, (${BOARDS})[1 + s.n % 4], (${STATES})[1 + s.inst_n % 8], (${CITIES})[1 + s.n % 12]
      from b_school s join b_inst i on i.n = s.inst_n;`,
  ],
  [
    'teachers',
    `
    create temp table b_teacher as select s.n as school_n, s.id as school_id, j, gen_random_uuid() as id
      from b_school s cross join generate_series(0, ${D.teachersPerSchool - 1}) j;
    insert into users (id, name, email, password_hash, role)
      select id, 'Teacher ' || school_n || '-' || j, 'teacher' || school_n || '_' || j || '@district.test', (select h from b_hash), 'teacher' from b_teacher;
    insert into teaching_assignments (teacher_id, school_id, classes)
      select t.id, t.school_id, (select array_agg(g || 'A' order by g) from generate_series(1, ${D.classesPerSchool}) g where (g - 1) % ${D.teachersPerSchool} = t.j)
      from b_teacher t;`,
  ],
  [
    'students',
    `
    create temp table b_student as select s.id as school_id, s.n as school_n, g, k, gen_random_uuid() as id
      from b_school s, generate_series(1, ${D.classesPerSchool}) g, generate_series(1, ${D.studentsPerClass}) k;
    insert into users (id, name, email, password_hash, role, created_at)
      select id, 'Student ' || school_n || '-' || g || '-' || k, 'student' || school_n || '_' || g || '_' || k || '@district.test',
        (select h from b_hash), 'student', now() - ((school_n % 700) || ' days')::interval from b_student;
    insert into student_details (user_id, school_id, student_id, class_level, grade)
      select id, school_id, 'D' || school_n || '-' || g || '-' || k, g || 'A', g from b_student;
    -- In the class from before its first session (the trigger opened each membership now).
    update class_memberships m set joined_at = now() - interval '${D.days + 10} days'
      from b_student st where m.student_id = st.id;
    create index on b_student (school_id, g, k);`,
  ],
  [
    'sessions (3,000,000)',
    `
    insert into class_sessions (teacher_id, school_id, institution_id, class_level, grade, status, session_date,
        starting_slide, ending_slide, current_slide, students_attended, total_students, ended_at, created_at, updated_at,
        roll_call)
      select t.id, s.id, i.id, g || 'A', g, 'ended', x.at,
        1 + floor(k * ${PACE} * (${SLIDES} - 1) / ${D.sessionsPerClass})::int,
        1 + floor((k + 1) * ${PACE} * (${SLIDES} - 1) / ${D.sessionsPerClass})::int,
        1 + floor((k + 1) * ${PACE} * (${SLIDES} - 1) / ${D.sessionsPerClass})::int,
        ${D.studentsPerClass} - (s.n * 31 + g * 17 + k * 13) % (3 + s.n % 10), ${D.studentsPerClass}, x.at, x.at, x.at,
        true
      from b_school s join b_inst i on i.n = s.inst_n
      cross join generate_series(1, ${D.classesPerSchool}) g
      join b_teacher t on t.school_id = s.id and t.j = (g - 1) % ${D.teachersPerSchool}
      cross join generate_series(0, ${D.sessionsPerClass - 1}) k
      cross join lateral (select date_trunc('day', now()) - ((${D.days} - (k * ${D.days}) / ${D.sessionsPerClass}) || ' days')::interval
        + ((3 + (s.n + g) % 6) || ' hours')::interval as at) x
      order by x.at;`,
  ],
  [
    // The absent students of each roll call (as many as total − attended): the j-th is student 1 + (h + 7j) mod 30 of
    // the class, h a hash of the session, so distinct and spread over the class, never by chance.
    'absences (~11,000,000)',
    `
    insert into session_absences (session_id, student_id)
      select cs.id, st.id
      from class_sessions cs
      cross join lateral generate_series(0, cs.total_students - cs.students_attended - 1) j
      join b_student st on st.school_id = cs.school_id and st.g = cs.grade
        and st.k = 1 + (abs(hashtext(cs.id::text)::bigint) + j * 7) % ${D.studentsPerClass}
      where cs.roll_call
      on conflict do nothing;`,
  ],
  [
    'progress',
    `
    insert into session_progress (school_id, class_level, last_slide_visited, furthest_slide, last_visited_at)
      select s.id, g || 'A', 1 + floor(${PACE} * (${SLIDES} - 1))::int, 1 + floor(${PACE} * (${SLIDES} - 1))::int, now()
      from b_school s cross join generate_series(1, ${D.classesPerSchool}) g;`,
  ],
  [
    'activity log',
    `
    insert into activity_log (action, entity_type, description, created_at)
      select 'session_logged', 'class_session', 'Session logged (district data ' || n || ')', now() - (n || ' minutes')::interval
      from generate_series(1, 50000) n;`,
  ],
  [
    'bench logins',
    `
    insert into users (name, email, password_hash, role) values
      ('District Institution Manager', '${D.logins.im}', (select h from b_hash), 'institution_manager'),
      ('District School Manager', '${D.logins.sm}', (select h from b_hash), 'school_manager');
    update institutions set manager_id = (select id from users where email = '${D.logins.im}') where id = (select id from b_inst where n = 1);
    update schools set manager_id = (select id from users where email = '${D.logins.sm}') where id = (select id from b_school where n = 1);`,
  ],
];

/** Generates the data set into the database at `url`; returns the seconds it took. */
export async function generateDistrict(url: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const [name, statement] of steps) {
    const t = performance.now();
    await client.query(statement);
    console.log(`  ${name.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const t = performance.now();
  await client.query('vacuum analyze');
  console.log(`  ${'vacuum analyze'.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await client.end();
  return (performance.now() - started) / 1000;
}

/**
 * The summary rows the triggers kept while the data set was inserted, against direct counts of the sessions
 * (per school and day, per institution and month): the number of keys that differ, 0 when exact.
 */
export async function summaryMismatches(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `with d as (select school_id, (session_date at time zone 'UTC')::date as day, count(*)::bigint n
                  from class_sessions group by 1, 2),
            k as (select school_id, start as day, sum(sessions)::bigint n
                  from school_session_stats where span = 'day' group by 1, 2),
            dm as (select institution_id, date_trunc('month', session_date at time zone 'UTC')::date as m,
                   count(*)::bigint n from class_sessions group by 1, 2),
            km as (select institution_id, start as m, sessions::bigint n
                   from institution_session_stats where span = 'month')
       select 1 from d full join k using (school_id, day) where coalesce(d.n, 0) <> coalesce(k.n, 0)
       union all
       select 1 from dm full join km using (institution_id, m) where coalesce(dm.n, 0) <> coalesce(km.n, 0)`,
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

/**
 * The district database on the PostgreSQL server of `databaseUrl`, migrated: generated (with the demo data) when
 * missing or when BENCH_REGENERATE is set, else reused as left by an earlier run.
 */
export async function openDistrict(databaseUrl: string) {
  const name = 'pathshala_bench_district';
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  const fresh = !exists || Boolean(process.env.BENCH_REGENERATE);
  if (fresh) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = withDatabase(databaseUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  if (fresh) {
    await seedDemo(database.db);
    const seconds = await generateDistrict(url);
    console.log(`\nGenerated the district data set in ${seconds.toFixed(1)} s: ${JSON.stringify(DISTRICT)}`);
    const mismatches = await summaryMismatches(url);
    console.log(
      `Summary rows kept by the triggers: ${mismatches === 0 ? 'equal to direct counts' : `${mismatches} keys DIFFER`}`,
    );
  } else {
    console.log(`\nReusing the district data set in ${name} (BENCH_REGENERATE=1 to rebuild)`);
  }
  return database;
}
