import { describe, expect, it } from 'vitest';
import { niceScale } from './nice-scale';

describe('the value axis of the analytics bar charts', () => {
  it('ends on a round number past the longest bar, in four equal whole steps', () => {
    expect(niceScale(308)).toEqual({ max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(niceScale(98)).toEqual({ max: 120, ticks: [0, 30, 60, 90, 120] });
    expect(niceScale(88.5)).toEqual({ max: 120, ticks: [0, 30, 60, 90, 120] });
    expect(niceScale(168)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(70)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  it('leaves room for the value label and never uses fractional steps for counts', () => {
    for (const n of [1, 3, 4, 7, 42, 99, 100, 101, 999, 1234, 56789]) {
      const { max, ticks } = niceScale(n);
      expect(max).toBeGreaterThanOrEqual(n * 1.15);
      expect(max).toBeLessThanOrEqual(n * 1.15 * 1.6 + 4);
      expect(ticks).toHaveLength(5);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
    expect(niceScale(308, 2)).toEqual({ max: 400, ticks: [0, 200, 400] });
    expect(niceScale(88.5, 2)).toEqual({ max: 120, ticks: [0, 60, 120] });
    expect(niceScale(0)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(1)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });
});
