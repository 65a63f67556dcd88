import * as v from 'valibot';
import { inYears, PERSON_YEARS, yearsMessage } from './dates';
import { percentOf, round1 } from './percent';

/** A period of an analytics answer and the one before it, as UTC days ('YYYY-MM-DD'). */
export const DateRangeSchema = v.strictObject({
  startDate: v.string(),
  endDate: v.string(),
  days: v.number(),
  previousStartDate: v.string(),
  previousEndDate: v.string(),
});
export type DateRange = v.InferOutput<typeof DateRangeSchema>;

/**
 * Analytics: query schemas, the spec's constants (01 §9, 03 §9) and the pure derivations of spec 03 §4,
 * shared by the server (which computes every figure) and the client (which labels and colours them).
 * Response shapes are in contract/analytics-types.ts.
 */

export const ANALYTICS_MESSAGES = {
  startAfterEnd: 'Start date cannot be after end date',
  badDate: 'Dates must be given as YYYY-MM-DD',
  dateYears: yearsMessage(PERSON_YEARS),
  rangeTooLong: 'The date range cannot be longer than 10 years',
  granularity: "granularity must be 'daily'",
  period: 'period must be one of 1week, 1month, 3months, 6months, all',
  loadFailed: 'Failed to load analytics data',
  tooManyRequests: 'Too many requests. Please wait a moment before refreshing.',
} as const;

/** General view date ranges in days (spec 03 §9); 30 is the default. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 3660;
export const TEACHER_PERIODS = { '1week': 7, '1month': 30, '3months': 90, '6months': 180, all: null } as const;
export type TeacherPeriod = keyof typeof TEACHER_PERIODS;
export const TEACHER_PERIOD_LABELS: Record<TeacherPeriod, string> = {
  '1week': 'Last Week',
  '1month': 'Last Month',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
  all: 'All Time',
};
export const DEFAULT_TEACHER_PERIOD: TeacherPeriod = '3months';

export const TOP_LIST_SIZE = 10;
export const TOP_CITIES = 8;
/** The spec's estimate: one session is counted as 1.5 hours (no session records its length). */
export const HOURS_PER_SESSION = 1.5;
/** Active students: their class had a session within this many days. */
export const ACTIVE_STUDENT_WINDOW_DAYS = 30;
export const ADMIN_DASHBOARD_REFETCH_MS = 30_000;
export const RECENT_ACTIVITY_SHOWN = 5;
/** A session started but not ended for this long is counted as missed (never completed). */
export const ABANDONED_SESSION_HOURS = 24;

export const ATTENDANCE_BANDS = { excellent: 90, good: 75 } as const;
export const PROGRESS_BADGE = { default: 70, secondary: 40 } as const;
export const ENGAGEMENT_LEVELS = { high: 85, medium: 70 } as const;
export const PACE_LEVELS = { ahead: 85, onTrack: 65 } as const;
export const STATUS_CONSISTENCY = { excellent: 80, good: 60 } as const;
export const TREND_THRESHOLD_POINTS = 5;
export const TREND_WINDOW = 3;
export const SLIDES_PER_SESSION_BAR = { percentPerSlide: 10, cap: 100 } as const;
export const SESSION_MILESTONES = [10, 50, 100, 250, 500, 1000] as const;

// The words of the figures, listed once for the answer schemas (contract/analytics-types.ts).
export const TRENDS = ['up', 'down', 'stable'] as const;
export type Trend = (typeof TRENDS)[number];
export type AttendanceBand = 'excellent' | 'good' | 'needsAttention';
export const ENGAGEMENTS = ['high', 'medium', 'low'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export const PACES = ['ahead', 'on-track', 'behind'] as const;
export type Pace = (typeof PACES)[number];
export const CLASS_STATUSES = ['Excellent', 'Good', 'Needs Attention'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const PROGRESS_BADGES = ['default', 'secondary', 'outline'] as const;
export type ProgressBadge = (typeof PROGRESS_BADGES)[number];
export const TEACHER_PERIOD_NAMES = Object.keys(TEACHER_PERIODS) as TeacherPeriod[];

/** Attendance percentage to one decimal (contract/percent.ts's rule); null when nothing was recorded. */
export const attendanceRate = (attended: number, total: number): number | null => percentOf(attended, total);

/** Percentage change to one decimal; null when there is no base to compare with (previous 0, current > 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return round1(((current - previous) / previous) * 100);
}

/** 90 and above excellent, 75 to 89 good, below 75 needs attention (spec 03 §9). */
export function attendanceBand(percent: number): AttendanceBand {
  if (percent >= ATTENDANCE_BANDS.excellent) return 'excellent';
  return percent >= ATTENDANCE_BANDS.good ? 'good' : 'needsAttention';
}

/** The class-progress badge: default at 70 and above, secondary at 40 and above, outline below. */
export function progressBadge(percent: number): ProgressBadge {
  if (percent >= PROGRESS_BADGE.default) return 'default';
  return percent >= PROGRESS_BADGE.secondary ? 'secondary' : 'outline';
}

export function engagementLevel(attendancePercent: number): Engagement {
  if (attendancePercent >= ENGAGEMENT_LEVELS.high) return 'high';
  return attendancePercent >= ENGAGEMENT_LEVELS.medium ? 'medium' : 'low';
}

export function curriculumPace(completionPercent: number): Pace {
  if (completionPercent >= PACE_LEVELS.ahead) return 'ahead';
  return completionPercent >= PACE_LEVELS.onTrack ? 'on-track' : 'behind';
}

/**
 * Attendance trend from per-session percentages in date order: the mean of the last three against the mean
 * of the three before them; up or down past 5 points, else stable (also when there is nothing to compare).
 */
export function attendanceTrend(percentages: number[]): Trend {
  const recent = percentages.slice(-TREND_WINDOW);
  const prior = percentages.slice(-2 * TREND_WINDOW, -TREND_WINDOW);
  if (recent.length === 0 || prior.length === 0) return 'stable';
  const diff = mean(recent) - mean(prior);
  if (diff > TREND_THRESHOLD_POINTS) return 'up';
  return diff < -TREND_THRESHOLD_POINTS ? 'down' : 'stable';
}

/** Excellent: high engagement and consistency ≥ 80; Good: medium (or better) and ≥ 60; else Needs Attention. */
export function classStatus(engagement: Engagement, consistency: number): ClassStatus {
  if (engagement === 'high' && consistency >= STATUS_CONSISTENCY.excellent) return 'Excellent';
  if (engagement !== 'low' && consistency >= STATUS_CONSISTENCY.good) return 'Good';
  return 'Needs Attention';
}

/** The slides-per-session bar: 10% per slide, capped at 100%. */
export const slidesPerSessionBar = (slidesPerSession: number) =>
  Math.min(SLIDES_PER_SESSION_BAR.cap, slidesPerSession * SLIDES_PER_SESSION_BAR.percentPerSlide);

/** The efficiency score: the mean of the slides-per-session bar and the attendance rate, both unrounded. */
export const teachingEfficiency = (slidesPerSession: number, attendancePercent: number) =>
  round1((slidesPerSessionBar(slidesPerSession) + attendancePercent) / 2);

export const estimatedHours = (sessions: number) => round1(sessions * HOURS_PER_SESSION);

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

// ---- dates (UTC calendar days; school hours in India fall inside one UTC day) ----

const DAY_MS = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The default general-view range: the 30 days ending today (both ends included). */
export function defaultRange(today: string): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), endDate: today };
}

/** A range of days (both ends included) and the equal period just before it, which its figures are compared with. */
export function withPreviousPeriod(startDate: string, endDate: string): DateRange {
  const days = daysBetween(startDate, endDate) + 1;
  return {
    startDate,
    endDate,
    days,
    previousStartDate: addDays(startDate, -days),
    previousEndDate: addDays(startDate, -1),
  };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) =>
  DAY_PATTERN.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && isoDay(new Date(`${s}T00:00:00Z`)) === s;
const optionalDay = v.optional(
  v.pipe(
    v.string(),
    v.check(isRealDay, ANALYTICS_MESSAGES.badDate),
    v.check((s) => inYears(s, PERSON_YEARS), ANALYTICS_MESSAGES.dateYears),
  ),
);

const rangeFields = {
  startDate: optionalDay,
  endDate: optionalDay,
  granularity: v.optional(v.picklist(['daily'], ANALYTICS_MESSAGES.granularity), 'daily'),
};
type RangeFields = { startDate?: string; endDate?: string };
const startNotAfterEnd = (q: RangeFields) => !q.startDate || !q.endDate || q.startDate <= q.endDate;
const notTooLong = (q: RangeFields) =>
  !q.startDate || !q.endDate || daysBetween(q.startDate, q.endDate) < MAX_RANGE_DAYS;
const RANGE_PATHS = [['startDate'], ['endDate']] as const;

/** ?startDate&endDate (YYYY-MM-DD, both included; default the last 30 days)&granularity=daily. */
export const RangeQuerySchema = v.pipe(
  v.object(rangeFields),
  v.forward(v.partialCheck(RANGE_PATHS, startNotAfterEnd, ANALYTICS_MESSAGES.startAfterEnd), ['startDate']),
  v.forward(v.partialCheck(RANGE_PATHS, notTooLong, ANALYTICS_MESSAGES.rangeTooLong), ['startDate']),
);
export type RangeQuery = v.InferOutput<typeof RangeQuerySchema>;

/** The general view also takes an optional institution_id or school_id inside the caller's scope. */
export const ComprehensiveQuerySchema = v.pipe(
  v.object({ ...rangeFields, institution_id: v.optional(v.string()), school_id: v.optional(v.string()) }),
  v.forward(v.partialCheck(RANGE_PATHS, startNotAfterEnd, ANALYTICS_MESSAGES.startAfterEnd), ['startDate']),
  v.forward(v.partialCheck(RANGE_PATHS, notTooLong, ANALYTICS_MESSAGES.rangeTooLong), ['startDate']),
);
export type ComprehensiveQuery = v.InferOutput<typeof ComprehensiveQuerySchema>;

export const TeacherPeriodQuerySchema = v.object({
  period: v.optional(v.picklist(TEACHER_PERIOD_NAMES, ANALYTICS_MESSAGES.period), DEFAULT_TEACHER_PERIOD),
});
