import { describe, expect, it } from 'vitest';
import type { ClassSessionView } from '#contract/sessions-types';
import { attendanceBand, attendancePercent, rangeStart } from './session-figures';

const session = (starting: number, ending: number, attended: number | null, total: number | null) =>
  ({
    starting_slide: starting,
    ending_slide: ending,
    students_attended: attended,
    total_students: total,
  }) as ClassSessionView;

describe('session figures', () => {
  it('bands attendance at 90 and 75 percent', () => {
    expect(attendanceBand(90)).toBe('default');
    expect(attendanceBand(89)).toBe('secondary');
    expect(attendanceBand(75)).toBe('secondary');
    expect(attendanceBand(74)).toBe('destructive');
  });

  it('has no attendance percentage without a total', () => {
    expect(attendancePercent(session(1, 1, 0, 0))).toBeNull();
    expect(attendancePercent(session(1, 1, null, null))).toBeNull();
    expect(attendancePercent(session(1, 5, 27, 30))).toBe(90);
  });

  it('starts today at local midnight, this week 6 days before (7 days with today) and this month 29 before', () => {
    const now = new Date(2026, 2, 10, 15, 30);
    expect(new Date(rangeStart('today', now)).getTime()).toBe(new Date(2026, 2, 10).getTime());
    expect(new Date(rangeStart('week', now)).getTime()).toBe(new Date(2026, 2, 4).getTime());
    expect(new Date(rangeStart('month', now)).getTime()).toBe(new Date(2026, 1, 9).getTime());
  });
});
