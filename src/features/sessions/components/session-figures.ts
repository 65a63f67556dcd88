import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ATTENDANCE_BANDS } from '#contract/sessions';
import type { ClassSessionView } from '#contract/sessions-types';
import { percentOf } from '#contract/percent';

/** Attendance as a percentage (one decimal, as every screen shows it), or null when the session has none yet. */
export function attendancePercent(s: Pick<ClassSessionView, 'students_attended' | 'total_students'>): number | null {
  if (s.students_attended === null || !s.total_students) return null;
  return percentOf(s.students_attended, s.total_students);
}

/** Spec 03 §2: ≥ 90 % default, 75–89 secondary, below 75 destructive. */
export function attendanceBand(percent: number): 'default' | 'secondary' | 'destructive' {
  if (percent >= ATTENDANCE_BANDS.excellent) return 'default';
  if (percent >= ATTENDANCE_BANDS.good) return 'secondary';
  return 'destructive';
}

export const DATE_RANGES = { today: 0, week: 7, month: 30 } as const;
export type DateRange = keyof typeof DATE_RANGES;
export const DATE_RANGE_LABELS: Record<DateRange, MessageDescriptor> = {
  today: msg`Today`,
  week: msg`This week`,
  month: msg`This month`,
};

/**
 * The range's first moment: local midnight of the first of its days, today counted (this week: today and the 6
 * days before), as the dashboards count 'this week' and 'this month' (server/modules/analytics: recentWindows).
 */
export function rangeStart(range: DateRange, now = new Date()): string {
  const back = Math.max(0, DATE_RANGES[range] - 1);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  return start.toISOString();
}
