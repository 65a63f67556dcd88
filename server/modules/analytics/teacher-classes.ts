import { attendanceRate, attendanceTrend, classStatus, daysBetween, engagementLevel } from '#contract/analytics';
import { round1 } from '#contract/percent';
import type { ClassMetric } from '#contract/analytics-people-types';
import { DEFAULT_SLIDES_PER_CLASS } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import type { ClassProgressRow } from './sql';
import type { ClassAggRow, ClassRhythmRow } from './teacher.queries';

/** A weekly rhythm: gaps longer than this many days count as missed days. */
const RHYTHM_DAYS = 7;

type Input = {
  assignments: { school_id: string; school_name: string; classes: string[] }[];
  aggregates: ClassAggRow[];
  recent: { school_id: string; class_level: string; pct: number }[];
  rhythm: ClassRhythmRow[];
  students: { school_id: string; class_level: string; students: number }[];
  progress: ClassProgressRow[];
  schoolNames: { id: string; name: string }[];
  now: string;
  windowStart: string;
  bounded: boolean;
  weeksInWindow: number;
};

export type ClassMetricDraft = ClassMetric & { assigned: boolean; enrolled: number };

const key = (schoolId: string, label: string) => `${schoolId}\u0000${label.toUpperCase()}`;

/** One row per class the teacher is assigned or taught in the period, with the derivations of spec 03 §4. */
export function buildClassMetrics(input: Input): ClassMetricDraft[] {
  const classes = new Map<string, { school_id: string; class_level: string; assigned: boolean }>();
  for (const a of input.assignments) {
    for (const label of a.classes)
      classes.set(key(a.school_id, label), { school_id: a.school_id, class_level: label, assigned: true });
  }
  for (const a of input.aggregates) {
    if (a.sessions > 0 && !classes.has(key(a.school_id, a.class_level))) {
      classes.set(key(a.school_id, a.class_level), {
        school_id: a.school_id,
        class_level: a.class_level,
        assigned: false,
      });
    }
  }
  const byKey = <T extends { school_id: string; class_level: string }>(list: T[]) =>
    new Map(list.map((r) => [key(r.school_id, r.class_level), r]));
  const aggregates = byKey(input.aggregates);
  const rhythm = byKey(input.rhythm);
  const students = byKey(input.students);
  const progress = byKey(input.progress);
  const names = new Map(input.schoolNames.map((s) => [s.id, s.name]));
  const trends = new Map<string, number[]>();
  for (const r of input.recent)
    trends.set(key(r.school_id, r.class_level), [...(trends.get(key(r.school_id, r.class_level)) ?? []), r.pct]);

  return [...classes.entries()]
    .map(([k, c]) => {
      const agg = aggregates.get(k);
      const sessions = agg?.sessions ?? 0;
      const enrolled = students.get(k)?.students ?? 0;
      const p = progress.get(k);
      const totalSlides = p?.total_slides ?? DEFAULT_SLIDES_PER_CLASS;
      const covered = Math.min(p?.slides_done ?? 0, totalSlides);
      const average = agg ? attendanceRate(agg.attended, agg.total) : null;
      const r = rhythm.get(k);
      const consistency = r ? round1((r.weeks / input.weeksInWindow) * 100) : 0;
      const engagement = average !== null ? engagementLevel(average) : null;
      return {
        assigned: c.assigned,
        enrolled,
        school_id: c.school_id,
        school_name: names.get(c.school_id) ?? '',
        class_level: c.class_level,
        totalSessions: sessions,
        totalStudents: enrolled || (agg?.max_total ?? 0),
        averageAttendance: sessions > 0 ? average : null,
        progressPercentage: round1((covered / totalSlides) * 100),
        slidesCovered: covered,
        totalSlides,
        attendanceTrend: attendanceTrend(trends.get(k) ?? []),
        lastSessionDate: agg?.last_any ?? null,
        engagementLevel: sessions > 0 ? engagement : null,
        consistencyScore: consistency,
        slidesPerSession: sessions > 0 && agg ? round1(agg.slides / sessions) : null,
        missedDays: missedDays(r, input),
        status: classStatus(sessions > 0 && engagement ? engagement : 'low', consistency),
      };
    })
    .sort(
      (a, b) =>
        a.school_name.localeCompare(b.school_name) ||
        (gradeOf(a.class_level) ?? 99) - (gradeOf(b.class_level) ?? 99) ||
        a.class_level.localeCompare(b.class_level),
    );
}

/**
 * Days past a weekly rhythm without a session of the class, within the period: gaps between its sessions,
 * from its last session to today and (for a bounded period) from the period's start to its first session.
 */
function missedDays(r: ClassRhythmRow | undefined, input: Input): number {
  if (!r) return Math.max(0, daysBetween(input.windowStart, input.now) + 1 - RHYTHM_DAYS);
  const leading = input.bounded ? Math.max(0, daysBetween(input.windowStart, r.first_day) - RHYTHM_DAYS) : 0;
  const trailing = Math.max(0, daysBetween(r.last_day, input.now) - RHYTHM_DAYS);
  return r.gaps_over_week + leading + trailing;
}
