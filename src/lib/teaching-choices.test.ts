import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolChoices } from './teaching-choices';

const SCHOOL_UNAVAILABLE = 'School information not available';
const SCHOOL_NAME_LOADING = 'Loading school name…';

// English, as a page starts: every message carries its English text (decision 040).
beforeAll(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

const assignments = [
  { school_id: 's-1', classes: ['6b', '6A', '10A'] },
  { school_id: 's-2', classes: ['5A'] },
];

describe('schoolChoices (spec 03 §6, §8)', () => {
  it('names each school and sorts its classes by grade, then section', () => {
    const names = new Map([
      ['s-1', 'Sunrise Public School, Mohali'],
      ['s-2', 'Bharat Vidya Mandir, Noida'],
    ]);
    expect(schoolChoices(assignments, names)).toEqual([
      { school_id: 's-2', name: 'Bharat Vidya Mandir, Noida', classes: ['5A'] },
      { school_id: 's-1', name: 'Sunrise Public School, Mohali', classes: ['6A', '6B', '10A'] },
    ]);
  });

  it("says 'School information not available' for a school whose details could not be loaded", () => {
    const one = schoolChoices(assignments, new Map([['s-2', 'Bharat Vidya Mandir, Noida']]));
    expect(one.find((c) => c.school_id === 's-1')?.name).toBe(SCHOOL_UNAVAILABLE);
    // Several: numbered, so each is still a choice of its own.
    expect(schoolChoices(assignments, new Map()).map((c) => c.name)).toEqual([
      `${SCHOOL_UNAVAILABLE} (1)`,
      `${SCHOOL_UNAVAILABLE} (2)`,
    ]);
  });

  it('never shows an id as a name while the names load', () => {
    expect(schoolChoices(assignments, null).map((c) => c.name)).toEqual([SCHOOL_NAME_LOADING, SCHOOL_NAME_LOADING]);
  });
});
