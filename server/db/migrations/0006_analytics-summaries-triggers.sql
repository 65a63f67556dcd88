-- Analytics summaries (docs/decisions/009): counters of class_sessions per school, teacher and institution by
-- UTC day and month, the days each class was taught, students per class and per school and creation day, and
-- users per creation day, role and status. Statement-level triggers with
-- transition tables keep them exact: one grouped upsert per statement, whatever the number of rows. Every
-- change is applied as a delta: the new rows count +1, the old rows -1 (an update is both). Upserts go in key
-- order, so concurrent statements lock shared counter rows in the same order (no deadlock between them).
CREATE FUNCTION "session_stats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'select r.*, 1 as sign from new_rows r'
    WHEN 'DELETE' THEN 'select r.*, -1 as sign from old_rows r'
    ELSE 'select r.*, 1 as sign from new_rows r union all select r.*, -1 from old_rows r' END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Slide moves, notes and timestamps change nothing counted: return before any work.
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      WHERE o.id IS NULL OR n.id IS NULL
        OR (o.teacher_id, o.school_id, o.institution_id, o.class_level, o.status, o.session_date, o.students_attended, o.total_students)
          IS DISTINCT FROM (n.teacher_id, n.school_id, n.institution_id, n.class_level, n.status, n.session_date, n.students_attended, n.total_students)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($sql$
    with r as (
      select d.school_id, d.teacher_id, d.institution_id, d.sign, (d.session_date at time zone 'UTC')::date as day,
        (d.status = 'ended')::int as ended, (d.status = 'in_progress')::int as in_progress,
        case when d.status = 'ended' and d.total_students > 0 and d.students_attended is not null
          then d.students_attended::bigint else 0 end as attended,
        case when d.status = 'ended' and d.total_students > 0 and d.students_attended is not null
          then d.total_students::bigint else 0 end as total
      from (%s) d
    ), s as (
      select r.*, x.span, x.start from r
      cross join lateral (values ('day', r.day), ('month', date_trunc('month', r.day::timestamp)::date)) x(span, start)
    ), by_school as (
      insert into school_session_stats as t (school_id, institution_id, span, start, sessions, ended, in_progress, attended, total)
      select school_id, institution_id, span, start, sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)
      from s group by 1, 2, 3, 4
      having (sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)) <> (0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
      on conflict (school_id, span, start, institution_id) do update set sessions = t.sessions + excluded.sessions,
        ended = t.ended + excluded.ended, in_progress = t.in_progress + excluded.in_progress,
        attended = t.attended + excluded.attended, total = t.total + excluded.total
    ), by_teacher as (
      insert into teacher_session_stats as t (teacher_id, school_id, institution_id, span, start, sessions, ended, in_progress, attended, total)
      select teacher_id, school_id, institution_id, span, start, sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)
      from s group by 1, 2, 3, 4, 5
      having (sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)) <> (0, 0, 0, 0, 0)
      order by 1, 2, 3, 4, 5
      on conflict (teacher_id, school_id, span, start, institution_id) do update set sessions = t.sessions + excluded.sessions,
        ended = t.ended + excluded.ended, in_progress = t.in_progress + excluded.in_progress,
        attended = t.attended + excluded.attended, total = t.total + excluded.total
    )
    insert into institution_session_stats as t (institution_id, span, start, sessions, ended, in_progress, attended, total)
    select institution_id, span, start, sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)
    from s group by 1, 2, 3
    having (sum(sign), sum(sign * ended), sum(sign * in_progress), sum(sign * attended), sum(sign * total)) <> (0, 0, 0, 0, 0)
    order by 1, 2, 3
    on conflict (institution_id, span, start) do update set sessions = t.sessions + excluded.sessions,
      ended = t.ended + excluded.ended, in_progress = t.in_progress + excluded.in_progress,
      attended = t.attended + excluded.attended, total = t.total + excluded.total
  $sql$, delta);
  -- The days a class was taught: an insert sets bits; otherwise the touched months are read again from
  -- class_sessions (a bit clears only when no session of that class is left on that day).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO class_session_months AS t (school_id, class_level, month, days)
    SELECT n.school_id, n.class_level, date_trunc('month', n.day::timestamp)::date, bit_or(1 << (extract(day from n.day)::int - 1))
    FROM (SELECT r.school_id, r.class_level, (r.session_date at time zone 'UTC')::date AS day FROM new_rows r) n
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (school_id, class_level, month) DO UPDATE SET days = t.days | excluded.days;
  ELSE
    EXECUTE format($sql$
      insert into class_session_months as t (school_id, class_level, month, days)
      select k.school_id, k.class_level, k.month, coalesce((
        select bit_or(1 << (extract(day from cs.session_date at time zone 'UTC')::int - 1)) from class_sessions cs
        where cs.school_id = k.school_id and cs.class_level = k.class_level
          and cs.session_date >= k.month::timestamp at time zone 'UTC'
          and cs.session_date < (k.month + interval '1 month')::timestamp at time zone 'UTC'), 0)
      from (select distinct d.school_id, d.class_level, date_trunc('month', d.session_date at time zone 'UTC')::date as month
        from (%s) d) k
      order by 1, 2, 3
      on conflict (school_id, class_level, month) do update set days = excluded.days
    $sql$, delta);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "session_stats_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM school_session_stats;
  DELETE FROM teacher_session_stats;
  DELETE FROM institution_session_stats;
  DELETE FROM class_session_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "class_enrolment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'select r.school_id, r.class_level, 1 as sign from new_rows r'
    WHEN 'DELETE' THEN 'select r.school_id, r.class_level, -1 as sign from old_rows r'
    ELSE 'select r.school_id, r.class_level, 1 as sign from new_rows r union all select r.school_id, r.class_level, -1 from old_rows r' END;
BEGIN
  EXECUTE format($sql$
    insert into class_enrolment as t (school_id, class_level, students)
    select d.school_id, d.class_level, sum(d.sign) from (%s) d group by 1, 2 having sum(d.sign) <> 0 order by 1, 2
    on conflict (school_id, class_level) do update set students = t.students + excluded.students
  $sql$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "class_enrolment_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM class_enrolment;
  DELETE FROM school_student_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "school_student_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := CASE TG_OP
    WHEN 'DELETE' THEN 'select r.school_id from old_rows r'
    ELSE 'select r.school_id from new_rows r union select r.school_id from old_rows r' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO school_student_days AS t (school_id, day, students)
    SELECT n.school_id, (u.created_at at time zone 'UTC')::date, count(*) FROM new_rows n JOIN users u ON u.id = n.user_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (school_id, day) DO UPDATE SET students = t.students + excluded.students;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.user_id = o.user_id
      WHERE o.user_id IS NULL OR n.user_id IS NULL OR o.school_id <> n.school_id
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  -- A deleted student's user may be gone already (ON DELETE CASCADE): count the touched schools again.
  EXECUTE format('delete from school_student_days t where t.school_id in (%s)', touched);
  EXECUTE format($sql$
    insert into school_student_days (school_id, day, students)
    select sd.school_id, (u.created_at at time zone 'UTC')::date, count(*) from student_details sd
    join users u on u.id = sd.user_id where sd.school_id in (%s) group by 1, 2
  $sql$, touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_stats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'select r.created_at, r.role, r.status, 1 as sign from new_rows r'
    WHEN 'DELETE' THEN 'select r.created_at, r.role, r.status, -1 as sign from old_rows r'
    ELSE 'select r.created_at, r.role, r.status, 1 as sign from new_rows r union all select r.created_at, r.role, r.status, -1 from old_rows r' END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Logins, names and passwords change nothing counted.
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
      WHERE o.id IS NULL OR n.id IS NULL OR (o.created_at, o.role, o.status) IS DISTINCT FROM (n.created_at, n.role, n.status)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A student's creation day moved (never in the app, but exact anyway): count their schools again.
    IF EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN student_details sd ON sd.user_id = n.id
      WHERE o.created_at IS DISTINCT FROM n.created_at
    ) THEN
      DELETE FROM school_student_days t WHERE t.school_id IN (
        SELECT sd.school_id FROM new_rows n JOIN student_details sd ON sd.user_id = n.id);
      INSERT INTO school_student_days (school_id, day, students)
      SELECT sd.school_id, (u.created_at at time zone 'UTC')::date, count(*) FROM student_details sd JOIN users u ON u.id = sd.user_id
      WHERE sd.school_id IN (SELECT sd2.school_id FROM new_rows n JOIN student_details sd2 ON sd2.user_id = n.id)
      GROUP BY 1, 2;
    END IF;
  END IF;
  EXECUTE format($sql$
    insert into user_stats as t (day, role, status, users)
    select (d.created_at at time zone 'UTC')::date, d.role, d.status, sum(d.sign) from (%s) d
    group by 1, 2, 3 having sum(d.sign) <> 0 order by 1, 2, 3
    on conflict (day, role, status) do update set users = t.users + excluded.users
  $sql$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_stats_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_stats;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "class_sessions_stats_insert" AFTER INSERT ON "class_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_stats_update" AFTER UPDATE ON "class_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_stats_delete" AFTER DELETE ON "class_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_stats_truncate" AFTER TRUNCATE ON "class_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_stats_truncated"();
--> statement-breakpoint
CREATE TRIGGER "student_details_enrolment_insert" AFTER INSERT ON "student_details"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_enrolment_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_details_enrolment_update" AFTER UPDATE ON "student_details"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_enrolment_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_details_enrolment_delete" AFTER DELETE ON "student_details"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "class_enrolment_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_details_enrolment_truncate" AFTER TRUNCATE ON "student_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_enrolment_truncated"();
--> statement-breakpoint
CREATE TRIGGER "student_details_new_students_insert" AFTER INSERT ON "student_details"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_student_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_details_new_students_update" AFTER UPDATE ON "student_details"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_student_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_details_new_students_delete" AFTER DELETE ON "student_details"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "school_student_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_stats_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_stats_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_stats_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_stats_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_truncated"();
--> statement-breakpoint
-- Back-fill from the rows that exist. The triggers above already hold their table locks (taken by CREATE
-- TRIGGER in this transaction), so no write can slip between the back-fill and the triggers.
CREATE TEMP TABLE "session_stats_backfill" AS
  SELECT cs.school_id, cs.teacher_id, cs.institution_id, x.span, x.start, count(*)::int AS sessions,
    count(*) FILTER (WHERE cs.status = 'ended')::int AS ended, count(*) FILTER (WHERE cs.status = 'in_progress')::int AS in_progress,
    coalesce(sum(cs.students_attended) FILTER (WHERE cs.status = 'ended' AND cs.total_students > 0 AND cs.students_attended IS NOT NULL), 0)::bigint AS attended,
    coalesce(sum(cs.total_students) FILTER (WHERE cs.status = 'ended' AND cs.total_students > 0 AND cs.students_attended IS NOT NULL), 0)::bigint AS total
  FROM class_sessions cs
  CROSS JOIN LATERAL (SELECT (cs.session_date at time zone 'UTC')::date AS day) d
  CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) x(span, start)
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO teacher_session_stats (teacher_id, school_id, institution_id, span, start, sessions, ended, in_progress, attended, total)
  SELECT teacher_id, school_id, institution_id, span, start, sessions, ended, in_progress, attended, total FROM session_stats_backfill;
--> statement-breakpoint
INSERT INTO school_session_stats (school_id, institution_id, span, start, sessions, ended, in_progress, attended, total)
  SELECT school_id, institution_id, span, start, sum(sessions), sum(ended), sum(in_progress), sum(attended), sum(total)
  FROM session_stats_backfill GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO institution_session_stats (institution_id, span, start, sessions, ended, in_progress, attended, total)
  SELECT institution_id, span, start, sum(sessions), sum(ended), sum(in_progress), sum(attended), sum(total)
  FROM session_stats_backfill GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO class_session_months (school_id, class_level, month, days)
  SELECT cs.school_id, cs.class_level, date_trunc('month', cs.session_date at time zone 'UTC')::date,
    bit_or(1 << (extract(day from cs.session_date at time zone 'UTC')::int - 1))
  FROM class_sessions cs GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO class_enrolment (school_id, class_level, students)
  SELECT school_id, class_level, count(*) FROM student_details GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO user_stats (day, role, status, users)
  SELECT (created_at at time zone 'UTC')::date, role, status, count(*) FROM users GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO school_student_days (school_id, day, students)
  SELECT sd.school_id, (u.created_at at time zone 'UTC')::date, count(*) FROM student_details sd JOIN users u ON u.id = sd.user_id
  GROUP BY 1, 2;
--> statement-breakpoint
DROP TABLE "session_stats_backfill";
