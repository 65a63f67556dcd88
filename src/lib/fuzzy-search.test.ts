import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyScore } from './fuzzy-search';

describe('fuzzyScore (spec 02 §5)', () => {
  it('scores an exact match 200, case-insensitively and ignoring surrounding spaces', () => {
    expect(fuzzyScore('Meena Iyer', 'meena iyer')).toBe(200);
    expect(fuzzyScore('  meena iyer ', 'Meena Iyer')).toBe(200);
  });

  it('scores a substring 150 minus its position', () => {
    expect(fuzzyScore('meena', 'Meena Iyer')).toBe(150);
    expect(fuzzyScore('iyer', 'Meena Iyer')).toBe(144);
    expect(fuzzyScore('mohali', 'Sunrise Public School, Mohali')).toBe(150 - 23);
  });

  it('scores a substring deep in a long text as the spec says, down to 1 (still a match) past 150 characters', () => {
    expect(fuzzyScore('r', `${'x'.repeat(140)}r`)).toBe(10);
    expect(fuzzyScore('r', `${'x'.repeat(149)}r`)).toBe(1);
    expect(fuzzyScore('r', `${'x'.repeat(200)}r`)).toBe(1);
  });

  it('scores a subsequence at least 10, above a substring far into a text', () => {
    const score = fuzzyScore('mnyr', 'Meena Iyer');
    expect(score).toBeGreaterThanOrEqual(10);
    expect(score).toBeGreaterThan(fuzzyScore('r', `${'x'.repeat(145)}r`));
  });

  it('scores a tighter subsequence higher than a scattered one', () => {
    expect(fuzzyScore('abc', 'axbxc')).toBeGreaterThan(fuzzyScore('abc', 'a------b------c'));
  });

  it('scores 0 when the characters are not all there in order, or for blank input', () => {
    expect(fuzzyScore('xyz', 'Meena Iyer')).toBe(0);
    expect(fuzzyScore('reyi', 'Meena Iyer')).toBe(0);
    expect(fuzzyScore('', 'Meena')).toBe(0);
    expect(fuzzyScore('a', null)).toBe(0);
  });
});

describe('fuzzyFilter', () => {
  const people = [
    { name: 'Kavita Nair', email: 'gurgaon.manager@demo.test', school: 'Bharat Vidya Academy, Gurgaon' },
    { name: 'Vikram Singh', email: 'noida.manager@demo.test', school: 'Bharat Vidya Mandir, Noida' },
    { name: 'Meena Iyer', email: 'school.manager@demo.test', school: 'Sunrise Public School, Mohali' },
  ];
  const fields = (p: (typeof people)[number]) => [p.name, p.email, p.school];

  it('keeps every item, in order, for a blank query', () => {
    expect(fuzzyFilter(people, ' ', fields)).toEqual(people);
  });

  it('ranks by the best field score and drops non-matches', () => {
    expect(fuzzyFilter(people, 'noida', fields).map((p) => p.name)).toEqual(['Vikram Singh']);
    // 'vikram singh' is exact on one; 'mandir' a substring of another field.
    expect(fuzzyFilter(people, 'vikram singh', fields).map((p) => p.name)).toEqual(['Vikram Singh']);
    expect(fuzzyFilter(people, 'bharat', fields).map((p) => p.name)).toEqual(['Kavita Nair', 'Vikram Singh']);
    expect(fuzzyFilter(people, 'meena', fields)[0]?.name).toBe('Meena Iyer');
  });

  it('finds subsequences across a field ("sps" in Sunrise Public School)', () => {
    expect(fuzzyFilter(people, 'sps', fields).map((p) => p.name)).toContain('Meena Iyer');
  });
});
