import { sql } from 'drizzle-orm';
import {
  TEACHER_PERIODS,
  type TeacherPeriod,
  addDays,
  attendanceRate,
  curriculumPace,
  daysBetween,
  estimatedHours,
  percentChange,
  teachingEfficiency,
} from '#contract/analytics';
import { round1 } from '#contract/percent';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { type Scope, canSeeSchool } from '#server/lib/scope';
import { today } from './sql';
import { rows } from '#server/lib/sql-helpers';
import { isUuid } from '#contract/list-query';
import { buildClassMetrics } from './teacher-classes';
import { achievements, pendingTasks, recommendations } from './teacher-insights';
import * as q from './teacher.queries';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type Assignment = { school_id: string; school_name: string; classes: string[] };

/** The teacher, if the caller may see them: a teacher only themself, managers teachers of their schools. */
export async function visibleTeacher(db: Db, user: AuthUser, scope: Scope, teacherId: string) {
  if (!isUuid(teacherId) || (user.role === 'teacher' && teacherId !== user.id)) throw notFound(M.teacherNotFound);
  const [[teacher], assignments] = await Promise.all([
    rows<{ id: string; name: string }>(
      db,
      sql`select id, name from users where id = ${teacherId} and role = 'teacher'`,
    ),
    rows<Assignment>(
      db,
      sql`
      select ta.school_id, s.name as school_name, ta.classes from teaching_assignments ta join schools s on s.id = ta.school_id
      where ta.teacher_id = ${teacherId} order by s.name, s.id`,
    ),
  ]);
  if (!teacher) throw notFound(M.teacherNotFound);
  if (user.role !== 'admin' && user.role !== 'teacher' && !assignments.some((a) => canSeeSchool(scope, a.school_id))) {
    throw notFound(M.teacherNotFound);
  }
  return { teacher, assignments };
}

/** The teacher dashboard figures and the Teaching Analytics payload (spec 03 §3, §4) for a period. */
export async function teacherAnalytics(
  db: Db,
  { teacher, assignments }: Awaited<ReturnType<typeof visibleTeacher>>,
  period: TeacherPeriod,
): Promise<TeacherAnalytics> {
  const now = today();
  const days = TEACHER_PERIODS[period];
  const window: q.Window = { start: days ? addDays(now, 1 - days) : null, end: now };
  // Improvements compare the period with the equal period before it ('all': the last 30 days with the 30 before).
  const span = days ?? 30;
  const current: q.Window = { start: addDays(now, 1 - span), end: now };
  const previous: q.Window = { start: addDays(now, 1 - 2 * span), end: addDays(now, -span) };
  const id = teacher.id;

  const [aggregates, recent, summary, rhythm, runs, open, milestones, students, progress] = await Promise.all([
    q.classAggregates(db, id, window),
    q.recentAttendance(db, id, window),
    q.teacherTotals(db, id, {
      period: window,
      current,
      previous,
      calendar: recentWindows(now),
    }),
    q.classRhythm(db, id, window),
    q.streaks(db, id),
    q.openItems(db, id),
    q.milestoneDates(db, id),
    q.studentsInSchools(db, id),
    q.progressInSchools(db, id),
  ]);
  const schoolNames = [
    ...assignments.map((a) => ({ id: a.school_id, name: a.school_name })),
    ...aggregates.map((a) => ({ id: a.school_id, name: a.school_name })),
  ];

  // The period window for consistency: from its start (or the first session, for 'all') to today.
  const windowStart = window.start ?? summary.first_day ?? now;
  const weeksInWindow = Math.floor(daysBetween(mondayOf(windowStart), mondayOf(now)) / 7) + 1;
  const classMetrics = buildClassMetrics({
    assignments,
    aggregates,
    recent,
    rhythm,
    students,
    progress,
    schoolNames,
    now,
    windowStart,
    bounded: days !== null,
    weeksInWindow,
  });

  const totals = aggregates.reduce(
    (t, a) => ({
      sessions: t.sessions + a.sessions,
      attended: t.attended + a.attended,
      total: t.total + a.total,
      slides: t.slides + a.slides,
    }),
    { sessions: 0, attended: 0, total: 0, slides: 0 },
  );
  const averageAttendance = attendanceRate(totals.attended, totals.total);
  const slidesPerSession = totals.sessions > 0 ? round1(totals.slides / totals.sessions) : null;
  const assigned = classMetrics.filter((c) => c.assigned);
  const slidesTotal = assigned.reduce((n, c) => n + c.totalSlides, 0);
  const completionRate =
    slidesTotal > 0 ? round1((assigned.reduce((n, c) => n + c.slidesCovered, 0) / slidesTotal) * 100) : null;
  const taught = classMetrics.filter((c) => c.totalSessions > 0);
  const best = Math.max(...summary.weekdays);
  const schools = assignments.map((a) => ({ _id: a.school_id, name: a.school_name }));
  const metrics = classMetrics.map(({ assigned: _assigned, enrolled: _enrolled, ...m }) => m);

  const result: TeacherAnalytics = {
    teacher: { _id: teacher.id, name: teacher.name },
    school: schools[0] ?? null,
    schools,
    period,
    range: { startDate: window.start, endDate: now },
    assignedClasses: assignments.reduce((n, a) => n + a.classes.length, 0),
    totalStudents: assigned.reduce((n, c) => n + c.enrolled, 0),
    averageAttendance: attendanceRate(summary.month_attended, summary.month_total),
    sessionsThisWeek: summary.this_week,
    pendingTasks: pendingTasks(open),
    overallMetrics: {
      totalSessions: totals.sessions,
      totalClasses: taught.length,
      studentsReached: taught.reduce((n, c) => n + c.totalStudents, 0),
      averageAttendance,
      completionRate,
      hoursLogged: estimatedHours(totals.sessions),
      // From the unrounded parts, not the two rounded figures beside it (contract/percent.ts).
      teachingEfficiency:
        totals.sessions > 0 && totals.total > 0
          ? teachingEfficiency(totals.slides / totals.sessions, (totals.attended * 100) / totals.total)
          : null,
      curriculumPace: completionRate !== null ? curriculumPace(completionRate) : null,
      slidesPerSession,
      sessionChangeVsLastWeek: percentChange(summary.this_week, summary.last_week),
    },
    timeAnalytics: {
      thisWeek: summary.this_week,
      lastWeek: summary.last_week,
      thisMonth: summary.this_month,
      lastMonth: summary.last_month,
      dailyAverage: summary.days > 0 ? round1(totals.sessions / summary.days) : 0,
      bestDay: best > 0 ? (WEEKDAYS[summary.weekdays.indexOf(best)] ?? null) : null,
      weeklyConsistency: totals.sessions > 0 ? round1((summary.weeks / weeksInWindow) * 100) : 0,
    },
    attendancePatterns: { excellent: summary.excellent, good: summary.good, needsAttention: summary.needs_attention },
    classMetrics: metrics,
    engagementInsights: {
      averageSlidesCovered: slidesPerSession,
      mostEngagedClass: null,
      leastEngagedClass: null,
      fastestProgress: null,
      recommendedActions: [],
    },
    achievements: achievements({
      dayRuns: runs.filter((r) => r.unit === 1),
      weekRuns: runs.filter((r) => r.unit === 7),
      milestones,
      current: summary.current,
      previous: summary.previous,
      now,
    }),
    recommendations: [],
  };
  Object.assign(result.engagementInsights, engagement(metrics));
  result.recommendations = recommendations(result, now);
  return result;
}

const label = (m: { school_name: string; class_level: string }) => `${m.class_level} (${m.school_name})`;

function engagement(metrics: TeacherAnalytics['classMetrics']) {
  const attended = metrics
    .filter((m) => m.averageAttendance !== null)
    .sort((a, b) => (b.averageAttendance ?? 0) - (a.averageAttendance ?? 0));
  const paced = metrics
    .filter((m) => m.slidesPerSession !== null)
    .sort((a, b) => (b.slidesPerSession ?? 0) - (a.slidesPerSession ?? 0));
  const most = attended[0];
  const least = attended.length > 1 ? attended.at(-1) : undefined;
  return {
    mostEngagedClass: most ? label(most) : null,
    leastEngagedClass: least ? label(least) : null,
    fastestProgress: paced[0] ? label(paced[0]) : null,
    recommendedActions: metrics
      .filter((m) => m.status === 'Needs Attention' && m.totalSessions > 0)
      .map((m) =>
        m.engagementLevel === 'low'
          ? M.raiseAttendance(label(m), String(m.averageAttendance))
          : M.teachEveryWeek(label(m), String(m.consistencyScore)),
      ),
  };
}

/**
 * 'This week' and 'this month' of a day: the last 7 and 30 days, as everywhere in the app (spec 03: this week 7,
 * this month 30), each against as many days before it, so a Monday morning is never compared with a whole week.
 */
export function recentWindows(today: string): q.Calendar {
  const weekStart = addDays(today, -6);
  const monthStart = addDays(today, -29);
  return { weekStart, lastWeekStart: addDays(weekStart, -7), monthStart, lastMonthStart: addDays(monthStart, -30) };
}

export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
