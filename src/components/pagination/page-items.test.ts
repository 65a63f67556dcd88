import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, parsePageJump } from './page-items';

describe('pageItems: first two, current ± 2, last two (spec 02 §2)', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps where pages are skipped', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 19, 20]);
    expect(pageItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'gap', 18, 19, 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(8, 5)).toBe(5);
  });
});

describe('the page jump: digits only, clamped to 1..totalPages', () => {
  it('drops everything but digits', () => {
    expect(parsePageJump('1a2', 50)).toBe(12);
    expect(parsePageJump('-3', 50)).toBe(3);
    expect(parsePageJump('abc', 50)).toBeNull();
    expect(parsePageJump('', 50)).toBeNull();
  });

  it('clamps to the pages there are', () => {
    expect(parsePageJump('0', 50)).toBe(1);
    expect(parsePageJump('999', 50)).toBe(50);
    expect(parsePageJump('99999999999999', 3)).toBe(3);
  });
});
