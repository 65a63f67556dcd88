import { describe, expect, it } from 'vitest';
import { compareText, prepareCollator } from './compare-text';

describe('compareText', () => {
  it('orders school names and classes as localeCompare does', () => {
    const names = [
      'Sunrise Public School, Mohali',
      'Sunrise Convent School, Ludhiana',
      'sunrise public school, mohali',
      'Greenfield Academy',
      'Green Valley School',
      'St. Mary’s School',
      'St Xavier’s',
      'DAV Public School 2',
      'DAV Public School 10',
      'Kendriya Vidyalaya No. 1',
      'kendriya vidyalaya no. 1',
      '6A',
      '6B',
      '10A',
      'a',
      'A',
      'ab',
      '',
    ];
    const ours = [...names].sort(compareText);
    const theirs = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect(ours).toEqual(theirs);
  });

  it('is 0 only for the same text', () => {
    expect(compareText('Mohali', 'Mohali')).toBe(0);
    expect(compareText('Mohali', 'mohali')).not.toBe(0);
  });

  it('orders the same once the collator is made (the list does not reorder after the first screen)', () => {
    const names = ['Sunrise Public School, Mohali', 'sunrise convent', 'Bharat Vidya Mandir, Noida', 'Ab', 'ab', '9B'];
    const before = [...names].sort(compareText);
    prepareCollator();
    expect([...names].sort(compareText)).toEqual(before);
    expect(compareText('Mohali', 'Mohali')).toBe(0);
  });
});
