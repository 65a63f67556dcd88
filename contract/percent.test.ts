import { describe, expect, it } from 'vitest';
import { meanOf, percentOf, round1, roundFigure } from './percent';

/** Half away from zero on the exact fraction part / whole × 100, in integers: the answer on paper. */
const onPaper = (part: number, whole: number, decimals: number) => {
  const scale = 100 * 10 ** decimals;
  return Math.floor((2 * part * scale + whole) / (2 * whole)) / 10 ** decimals;
};

describe('one rounding rule (issue 40)', () => {
  it('rounds a half away from zero, as on paper and as PostgreSQL round(numeric)', () => {
    expect([58.35, 58.25, 58.34, 0.05, 99.95].map((n) => round1(n))).toEqual([58.4, 58.3, 58.3, 0.1, 100]);
    expect([-2.25, -0.04, -58.35].map((n) => round1(n))).toEqual([-2.3, 0, -58.4]);
    expect(Object.is(round1(-0.04), 0)).toBe(true);
    expect([2.5, 3.5, 57.5, -0.5].map((n) => roundFigure(n, 0))).toEqual([3, 4, 58, -1]);
  });

  it('is not fooled by binary floats: the exact value decides', () => {
    // 1.005 is stored as 1.00499999999999989…; Math.round(1.005 * 100) / 100 gives 1.
    expect(roundFigure(1.005, 2)).toBe(1.01);
    expect(round1(1.005)).toBe(1);
    // 201 / 400 = 50.25 %, computed as 50.24999999999999 by (part / whole) * 100 (Math.round gives 50.2).
    expect(round1((201 / 400) * 100)).toBe(50.3);
    expect(percentOf(201, 400)).toBe(50.3);
    expect(percentOf(1167, 2000)).toBe(58.4);
    // 23 / 40 = 57.5 %, computed as 57.49999999999999 by (part / whole) * 100.
    expect(roundFigure((23 / 40) * 100, 0)).toBe(58);
    expect(round1(0.1 + 0.2)).toBe(0.3);
  });

  it('gives the answer on paper for every score of up to 400 points, to one decimal and to whole percents', () => {
    const wrong: string[] = [];
    for (let whole = 1; whole <= 400; whole++)
      for (let part = 0; part <= whole; part++) {
        if (percentOf(part, whole) !== onPaper(part, whole, 1)) wrong.push(`${part}/${whole}`);
        if (percentOf(part, whole, 0) !== onPaper(part, whole, 0)) wrong.push(`${part}/${whole} (whole %)`);
      }
    expect(wrong).toEqual([]);
    expect(percentOf(3, 0)).toBeNull();
  });

  it('averages unrounded percentages and rounds once: 1/2 and 2/3 average 58.3%, not 58.4%', () => {
    const exact = [50, 200 / 3];
    expect(meanOf(exact)).toBe(58.3);
    // Rounding each first (50 and 66.7) and then the mean (58.35) gives 58.4: the disagreement of issue 40.
    expect(round1((round1(50) + round1(200 / 3)) / 2)).toBe(58.4);
    // 3/8 and 99/125 average exactly 58.35: half up.
    expect(meanOf([37.5, 79.2])).toBe(58.4);
    expect(meanOf([])).toBeNull();
  });
});
