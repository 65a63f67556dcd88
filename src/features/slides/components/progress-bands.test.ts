import { describe, expect, it } from 'vitest';
import type { ProgressResult } from '#contract/sessions-types';
import { badgeIsDefault, progressColor, progressPercent } from './progress-bands';

const result = (furthest: number, total: number) =>
  ({ progress: { furthestSlide: furthest }, courseMaterial: { totalSlides: total } }) as ProgressResult;

describe('manage slides progress', () => {
  it('colours the bar at 75, 50 and 25 percent', () => {
    expect([75, 74, 50, 49, 25, 24, 0].map(progressColor)).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });

  it('shows the class badge as default from 70 percent', () => {
    expect(badgeIsDefault(70)).toBe(true);
    expect(badgeIsDefault(69)).toBe(false);
  });

  it('is the furthest slide over the class slides, capped at 100', () => {
    expect(progressPercent(result(11, 55))).toBe(20);
    expect(progressPercent(result(60, 55))).toBe(100);
    expect(progressPercent(result(0, 0))).toBe(0);
  });
});
