import { sql } from 'drizzle-orm';
import { addDays, attendanceRate, percentChange, progressBadge } from '#contract/analytics';
import { round1 } from '#contract/percent';
import { nextSlideOf } from '#contract/sessions';
import type { DateRange } from '#contract/analytics';
import type { ClassProgressItem, SchoolAnalytics } from '#contract/analytics-types';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import { type ClassProgressRow, HAS_ATTENDANCE, at, classProgressSql, earlier, later, today } from './sql';
import { dayText, rows } from '#server/lib/sql-helpers';

type ClassSessionsRow = {
  class_level: string;
  sessions: number;
  attended: number;
  total: number;
  prev_sessions: number;
  prev_attended: number;
  prev_total: number;
  today: number;
  week_attended: number;
  week_total: number;
};

/**
 * A school's analytics. `classes` limits every figure to those class labels (a teacher sees their own classes);
 * undefined means the whole school.
 */
export async function schoolAnalytics(
  db: Db,
  schoolId: string,
  range: DateRange,
  classes?: string[],
): Promise<SchoolAnalytics> {
  const now = today();
  const weekStart = addDays(now, -6);
  const from = earlier(range.previousStartDate, weekStart);
  const to = addDays(later(range.endDate, now), 1);
  const inRange = sql`cs.session_date >= ${at(range.startDate)} and cs.session_date < ${at(addDays(range.endDate, 1))}`;
  const inPrev = sql`cs.session_date >= ${at(range.previousStartDate)} and cs.session_date < ${at(range.startDate)}`;
  const inWeek = sql`cs.session_date >= ${at(weekStart)} and cs.session_date < ${at(addDays(now, 1))}`;

  const [[school], progress, students, sessions, last] = await Promise.all([
    rows<{ id: string; name: string; institution_id: string }>(
      db,
      sql`select id, name, institution_id from schools where id = ${schoolId}`,
    ),
    rows<ClassProgressRow>(db, classProgressSql(sql`s.id = ${schoolId}`, true)),
    rows<{ class_level: string; students: number }>(
      db,
      sql`
      select class_level, count(*)::int as students from student_details where school_id = ${schoolId} group by class_level`,
    ),
    rows<ClassSessionsRow>(
      db,
      sql`
      select cs.class_level,
        count(*) filter (where ${inRange})::int as sessions,
        coalesce(sum(cs.students_attended) filter (where ${inRange} and ${HAS_ATTENDANCE}), 0)::int as attended,
        coalesce(sum(cs.total_students) filter (where ${inRange} and ${HAS_ATTENDANCE}), 0)::int as total,
        count(*) filter (where ${inPrev})::int as prev_sessions,
        coalesce(sum(cs.students_attended) filter (where ${inPrev} and ${HAS_ATTENDANCE}), 0)::int as prev_attended,
        coalesce(sum(cs.total_students) filter (where ${inPrev} and ${HAS_ATTENDANCE}), 0)::int as prev_total,
        count(*) filter (where cs.session_date >= ${at(now)} and cs.session_date < ${at(addDays(now, 1))})::int as today,
        coalesce(sum(cs.students_attended) filter (where ${inWeek} and ${HAS_ATTENDANCE}), 0)::int as week_attended,
        coalesce(sum(cs.total_students) filter (where ${inWeek} and ${HAS_ATTENDANCE}), 0)::int as week_total
      from class_sessions cs where cs.school_id = ${schoolId} and cs.session_date >= ${at(from)} and cs.session_date < ${at(to)}
      group by cs.class_level`,
    ),
    rows<{ class_level: string; last: string }>(
      db,
      sql`
      select cs.class_level, ${dayText(sql`max(cs.session_date)`)} as last from class_sessions cs
      where cs.school_id = ${schoolId} group by cs.class_level`,
    ),
  ]);
  if (!school) throw notFound('School not found');

  const allowed = (label: string) => !classes || classes.some((c) => c.toUpperCase() === label.toUpperCase());
  const studentsOf = new Map(students.map((s) => [s.class_level, s.students]));
  const sessionsOf = new Map(sessions.map((s) => [s.class_level, s]));
  const lastOf = new Map(last.map((l) => [l.class_level, l.last]));

  const items: ClassProgressItem[] = progress
    .filter((p) => allowed(p.class_level))
    .map((p) => {
      const done = Math.min(p.slides_done, p.total_slides);
      const s = sessionsOf.get(p.class_level);
      const percent = round1((done / p.total_slides) * 100);
      return {
        class_level: p.class_level,
        grade: p.grade,
        slides_done: done,
        total_slides: p.total_slides,
        progress: percent,
        badge: progressBadge(percent),
        next_slide: done < p.total_slides ? nextSlideOf(p.last_slide_visited, p.total_slides) : null,
        slides_remaining: p.total_slides - done,
        student_count: studentsOf.get(p.class_level) ?? 0,
        sessions: s?.sessions ?? 0,
        average_attendance: s ? attendanceRate(s.attended, s.total) : null,
        last_session_date: lastOf.get(p.class_level) ?? null,
      };
    })
    .sort((a, b) => (a.grade ?? 99) - (b.grade ?? 99) || a.class_level.localeCompare(b.class_level));

  const visible = sessions.filter((s) => allowed(s.class_level));
  const t = visible.reduce(
    (acc, s) => {
      for (const k of Object.keys(acc) as (keyof typeof acc)[]) acc[k] += s[k];
      return acc;
    },
    {
      sessions: 0,
      attended: 0,
      total: 0,
      prev_sessions: 0,
      prev_attended: 0,
      prev_total: 0,
      today: 0,
      week_attended: 0,
      week_total: 0,
    },
  );
  const started = items.filter((i) => i.slides_done > 0);
  const slidesTotal = items.reduce((n, i) => n + i.total_slides, 0);
  const attendanceNow = attendanceRate(t.attended, t.total);
  const attendanceBefore = attendanceRate(t.prev_attended, t.prev_total);
  const sessionChange = percentChange(t.sessions, t.prev_sessions);

  return {
    school: { _id: school.id, name: school.name, institution_id: school.institution_id },
    range,
    classProgress: Object.fromEntries(items.map((i) => [i.class_level, i.slides_done])),
    classes: items,
    todaySessions: t.today,
    averageAttendance: attendanceRate(t.week_attended, t.week_total),
    averageProgress: started.length
      ? round1((started.reduce((n, i) => n + i.slides_done / i.total_slides, 0) / started.length) * 100)
      : null,
    completionRate: slidesTotal > 0 ? round1((items.reduce((n, i) => n + i.slides_done, 0) / slidesTotal) * 100) : null,
    total_students: items.reduce((n, i) => n + i.student_count, 0),
    students_by_class: items
      .filter((i) => i.student_count > 0)
      .map((i) => ({ class_level: i.class_level, student_count: i.student_count, total_slides: i.total_slides })),
    sessions: t.sessions,
    attendance: attendanceNow,
    performance: {
      change: sessionChange,
      sessions: { current: t.sessions, previous: t.prev_sessions, change: sessionChange },
      attendance: {
        current: attendanceNow,
        previous: attendanceBefore,
        change: attendanceNow !== null && attendanceBefore !== null ? round1(attendanceNow - attendanceBefore) : null,
      },
    },
  };
}
