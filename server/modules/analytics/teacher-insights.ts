import {
  ATTENDANCE_BANDS,
  SESSION_MILESTONES,
  STATUS_CONSISTENCY,
  addDays,
  attendanceRate,
  daysBetween,
  percentChange,
} from '#contract/analytics';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import { round1 } from '#contract/percent';
import { byCount } from '#contract/plural';
import type { PendingTask, TeacherAnalytics } from '#contract/analytics-people-types';
import type { WindowTotals } from './teacher.queries';

const QUIET_CLASS_DAYS = 14;
const LOW_SLIDES_PER_SESSION = 2;
const MAX_RECOMMENDATIONS = 8;

/** The sentence that agrees with a count: one template for 1, the other for the rest, with the count as printed. */
const counted = (n: number, one: (count: string) => string, other: (count: string) => string) =>
  byCount(n, one(String(n)), other(String(n)));

/** Open items the teacher can act on. (Outbox items needing attention live on the device; the client adds them.) */
export function pendingTasks(open: {
  assessments: number;
  surveys: number;
  sessions: number;
}): TeacherAnalytics['pendingTasks'] {
  const items: PendingTask[] = [];
  if (open.assessments > 0) {
    items.push({
      type: 'draft_assessment',
      count: open.assessments,
      message: counted(open.assessments, M.oneDraftAssessment, M.draftAssessments),
    });
  }
  if (open.surveys > 0)
    items.push({
      type: 'draft_survey',
      count: open.surveys,
      message: counted(open.surveys, M.oneDraftSurvey, M.draftSurveys),
    });
  if (open.sessions > 0) {
    items.push({
      type: 'session_without_attendance',
      count: open.sessions,
      message: counted(open.sessions, M.oneSessionWithoutAttendance, M.sessionsWithoutAttendance),
    });
  }
  return { count: items.reduce((n, i) => n + i.count, 0), items };
}

type Run = { start: string; finish: string; length: number };
type AchievementInput = {
  dayRuns: Run[];
  weekRuns: Run[];
  milestones: { n: number; day: string }[];
  current: WindowTotals;
  previous: WindowTotals;
  now: string;
};

/** Below this many sessions in the earlier period, a change is shown as a difference, not a percentage. */
const SMALL_BASE = 5;

/** Streaks of consecutive teaching days and weeks, session milestones, and changes against the previous period. */
export function achievements(input: AchievementInput): TeacherAnalytics['achievements'] {
  const thisMonday = addDays(input.now, -((new Date(`${input.now}T00:00:00Z`).getUTCDay() + 6) % 7));
  const currentRun = (runs: Run[], since: string) => runs.find((r) => r.finish >= since)?.length ?? 0;
  const longest = (runs: Run[]) => runs.reduce((n, r) => Math.max(n, r.length), 0);
  const reached = new Map(input.milestones.map((m) => [Number(m.n), m.day]));
  const firstOpen = SESSION_MILESTONES.findIndex((n) => !reached.has(n));
  const shown = firstOpen === -1 ? SESSION_MILESTONES : SESSION_MILESTONES.slice(0, firstOpen + 1);

  const improvements: TeacherAnalytics['achievements']['improvements'] = [];
  const signed = (n: number) => `${n > 0 ? '+' : '−'}${Math.abs(n)}`;
  /** A change of a count: a percentage, but the plain difference from a base too small for one to mean much. */
  const count = (area: string, now: number, before: number) => {
    const change = percentChange(now, before);
    if (change === null || change === 0) return;
    const detail =
      before < SMALL_BASE ? `${signed(now - before)} (${before} → ${now})` : `${signed(change)}% (${before} → ${now})`;
    improvements.push({ area, trend: change > 0 ? 'up' : 'down', percentage: Math.abs(change), detail });
  };
  const { current: c, previous: p } = input;
  if (p.sessions > 0) count(M.sessionsTaught, c.sessions, p.sessions);
  const attNow = attendanceRate(c.attended, c.total);
  const attBefore = attendanceRate(p.attended, p.total);
  if (attNow !== null && attBefore !== null && attNow !== attBefore) {
    const points = round1(attNow - attBefore);
    improvements.push({
      area: M.attendance,
      trend: points > 0 ? 'up' : 'down',
      percentage: Math.abs(points),
      detail: M.attendancePoints(signed(points), String(attBefore), String(attNow)),
    });
  }
  if (c.sessions > 0 && p.sessions > 0) {
    const change = percentChange(c.slides / c.sessions, p.slides / p.sessions);
    if (change !== null && change !== 0) {
      const detail = M.slidesChange(
        signed(change),
        String(round1(p.slides / p.sessions)),
        String(round1(c.slides / c.sessions)),
      );
      improvements.push({
        area: M.slidesPerSession,
        trend: change > 0 ? 'up' : 'down',
        percentage: Math.abs(change),
        detail,
      });
    }
  }

  return {
    streaks: {
      currentDays: currentRun(input.dayRuns, addDays(input.now, -1)),
      longestDays: longest(input.dayRuns),
      currentWeeks: currentRun(input.weekRuns, addDays(thisMonday, -7)),
      longestWeeks: longest(input.weekRuns),
    },
    milestones: shown.map((n) => ({
      description: M.sessionsTaughtMilestone(String(n)),
      target: n,
      achieved: reached.has(n),
      date: reached.get(n) ?? null,
    })),
    improvements,
  };
}

/** Advice drawn from the figures; an empty list means nothing stands out. */
export function recommendations(a: TeacherAnalytics, now: string): string[] {
  const list: string[] = [];
  const name = (m: TeacherAnalytics['classMetrics'][number]) => `${m.class_level} (${m.school_name})`;
  if (a.attendancePatterns.needsAttention > 0) {
    const low = a.classMetrics
      .filter((m) => m.averageAttendance !== null && m.averageAttendance < ATTENDANCE_BANDS.good)
      .map(name);
    const n = a.attendancePatterns.needsAttention;
    const [count, below] = [String(n), String(ATTENDANCE_BANDS.good)];
    list.push(
      low.length
        ? byCount(
            n,
            M.oneSessionLowFollowUp(count, below, low.join(', ')),
            M.sessionsLowFollowUp(count, below, low.join(', ')),
          )
        : byCount(n, M.oneSessionLow(count, below), M.sessionsLow(count, below)),
    );
  }
  for (const m of a.classMetrics.filter((x) => x.attendanceTrend === 'down')) {
    list.push(M.attendanceFalling(name(m)));
  }
  for (const m of a.classMetrics) {
    if (!m.lastSessionDate) list.push(M.classNoSessions(name(m)));
    else if (daysBetween(m.lastSessionDate, now) >= QUIET_CLASS_DAYS)
      list.push(M.classQuiet(name(m), String(daysBetween(m.lastSessionDate, now))));
  }
  const { completionRate, curriculumPace, slidesPerSession, totalSessions } = a.overallMetrics;
  if (curriculumPace === 'behind' && completionRate !== null) {
    list.push(M.curriculumBehind(String(completionRate)));
  }
  if (totalSessions > 0 && a.timeAnalytics.weeklyConsistency < STATUS_CONSISTENCY.good) {
    list.push(M.weeklyConsistency(String(a.timeAnalytics.weeklyConsistency)));
  }
  if (slidesPerSession !== null && slidesPerSession < LOW_SLIDES_PER_SESSION) {
    list.push(M.fewSlides(String(slidesPerSession), String(LOW_SLIDES_PER_SESSION)));
  }
  return list.slice(0, MAX_RECOMMENDATIONS);
}
