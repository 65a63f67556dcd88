import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RangeQuerySchema,
  attendanceBand,
  attendanceRate,
  attendanceTrend,
  classStatus,
  curriculumPace,
  defaultRange,
  engagementLevel,
  estimatedHours,
  percentChange,
  progressBadge,
  slidesPerSessionBar,
  teachingEfficiency,
} from './analytics';

describe('analytics derivations (spec 03 §4, §9)', () => {
  it('averages attendance over the students recorded: 27/30, 30/30 and 20/30 → 85.6%', () => {
    expect(attendanceRate(27 + 30 + 20, 90)).toBe(85.6);
    expect(attendanceRate(0, 0)).toBeNull();
  });

  it('calls a trend up or down only past 5 points, last three sessions against the prior three', () => {
    expect(attendanceTrend([70, 70, 70, 76, 76, 76])).toBe('up');
    expect(attendanceTrend([70, 70, 70, 75, 75, 75])).toBe('stable');
    expect(attendanceTrend([90, 90, 90, 84, 84, 84])).toBe('down');
    expect(attendanceTrend([50, 90, 90, 90, 90, 90, 90])).toBe('stable');
    expect(attendanceTrend([90, 60])).toBe('stable');
    expect(attendanceTrend([])).toBe('stable');
  });

  it('applies the engagement (85/70), pace (85/65), badge (70/40) and attendance-band (90/75) thresholds', () => {
    expect([85, 84.9, 70, 69.9].map(engagementLevel)).toEqual(['high', 'medium', 'medium', 'low']);
    expect([85, 84.9, 65, 64.9].map(curriculumPace)).toEqual(['ahead', 'on-track', 'on-track', 'behind']);
    expect([70, 69.9, 40, 39.9].map(progressBadge)).toEqual(['default', 'secondary', 'secondary', 'outline']);
    expect([90, 89.9, 75, 74.9].map(attendanceBand)).toEqual(['excellent', 'good', 'good', 'needsAttention']);
  });

  it('rates a class Excellent, Good or Needs Attention from engagement and consistency (80/60)', () => {
    expect(classStatus('high', 80)).toBe('Excellent');
    expect(classStatus('high', 79)).toBe('Good');
    expect(classStatus('medium', 60)).toBe('Good');
    expect(classStatus('medium', 59)).toBe('Needs Attention');
    expect(classStatus('low', 100)).toBe('Needs Attention');
  });

  it('derives percent change, hours, the slides bar and efficiency', () => {
    expect(percentChange(3, 1)).toBe(200);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
    expect(estimatedHours(3)).toBe(4.5);
    expect(slidesPerSessionBar(4.7)).toBe(47);
    expect(slidesPerSessionBar(12)).toBe(100);
    expect(teachingEfficiency(4.7, 85.6)).toBe(66.3);
  });

  it('defaults to the 30 days ending today and refuses a start after the end', () => {
    expect(defaultRange('2026-03-30')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-30' });
    const bad = v.safeParse(RangeQuerySchema, { startDate: '2026-03-02', endDate: '2026-03-01' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('Start date cannot be after end date');
    expect(v.safeParse(RangeQuerySchema, { startDate: '2026-02-30' }).success).toBe(false);
    expect(v.parse(RangeQuerySchema, {})).toEqual({ granularity: 'daily' });
  });
});
