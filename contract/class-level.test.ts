import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CLASS_LEVEL_MESSAGES,
  DEFAULT_SECTION,
  MAX_GRADE,
  MIN_GRADE,
  SECTIONS,
  gradeOf,
  isClassLevel,
  isGrade,
  isGradeNumber,
  isGradeOrClassLevel,
  parseClassLevel,
  parseGradeOrClassLevel,
} from './class-level';
import { classLevelSchema, gradeOrClassLevelParam, gradeSchema } from './class-level-schemas';

const messages = (result: { issues?: readonly { message: string }[] }) => result.issues?.map((i) => i.message);

describe('class level: grade, section and the two forms', () => {
  it('has grades 1 to 12 and sections A to Z', () => {
    expect([MIN_GRADE, MAX_GRADE]).toEqual([1, 12]);
    expect(SECTIONS).toHaveLength(26);
    expect([SECTIONS[0], SECTIONS.at(-1), DEFAULT_SECTION]).toEqual(['A', 'Z', 'A']);
    expect([0, 1, 12, 13, 6.5, Number.NaN].map(isGradeNumber)).toEqual([false, true, true, false, false, false]);
  });

  it('a class level needs its section; a grade or class level may leave it out', () => {
    for (const text of ['1A', '6A', '9Z', '10B', '12C']) {
      expect(isClassLevel(text)).toBe(true);
      expect(isGradeOrClassLevel(text)).toBe(true);
      expect(isGrade(text)).toBe(false);
    }
    for (const text of ['1', '6', '12']) {
      expect(isClassLevel(text)).toBe(false);
      expect(isGradeOrClassLevel(text)).toBe(true);
      expect(isGrade(text)).toBe(true);
    }
  });

  it('refuses grades out of 1..12 and anything but one capital letter after the grade', () => {
    const refused = [
      '',
      '0',
      '0A',
      '13',
      '13A',
      '99A',
      '100A',
      '06A',
      '06',
      '6AB',
      '6a',
      ' 6A',
      '6A ',
      '6 A',
      'A6',
      'A',
    ];
    for (const text of refused) {
      expect(isClassLevel(text), text).toBe(false);
      expect(isGradeOrClassLevel(text), text).toBe(false);
      expect(isGrade(text), text).toBe(false);
    }
    expect(isGradeOrClassLevel('6\n')).toBe(false);
  });

  it('parses a class level into grade and section', () => {
    expect(parseClassLevel('6A')).toEqual({ grade: 6, section: 'A' });
    expect(parseClassLevel('12Z')).toEqual({ grade: 12, section: 'Z' });
    expect(parseClassLevel('6')).toBeUndefined();
    expect(parseClassLevel('13A')).toBeUndefined();
    expect(parseClassLevel('6a')).toBeUndefined();
    expect(parseGradeOrClassLevel('6')).toEqual({ grade: 6, section: '' });
    expect(parseGradeOrClassLevel('10B')).toEqual({ grade: 10, section: 'B' });
    expect(parseGradeOrClassLevel('0')).toBeUndefined();
    expect(parseGradeOrClassLevel('13')).toBeUndefined();
  });

  it('gradeOf reads the leading grade of a stored label, leniently', () => {
    expect(gradeOf('7C')).toBe(7);
    expect(gradeOf('12A')).toBe(12);
    expect(gradeOf(' 7')).toBe(7);
    expect(gradeOf('7 anything')).toBe(7);
    expect(gradeOf('0A')).toBeNull();
    expect(gradeOf('13A')).toBeNull();
    expect(gradeOf('C7')).toBeNull();
    expect(gradeOf('')).toBeNull();
  });
});

describe('class level schemas', () => {
  it('a class level field trims and upper-cases, then needs the section', () => {
    const schema = classLevelSchema(CLASS_LEVEL_MESSAGES.invalid);
    expect(v.parse(schema, ' 6a ')).toBe('6A');
    expect(v.parse(schema, '12c')).toBe('12C');
    for (const input of ['6', '0A', '13A', '6AB', '', 42]) {
      expect(messages(v.safeParse(schema, input)), String(input)).toEqual([CLASS_LEVEL_MESSAGES.invalid]);
    }
  });

  it('a grade field gives the number', () => {
    const schema = gradeSchema('Please select a class from 1 to 12');
    expect(v.parse(schema, ' 7 ')).toBe(7);
    expect(v.parse(schema, '12')).toBe(12);
    for (const input of ['0', '13', '7A', '07', '']) {
      expect(messages(v.safeParse(schema, input)), input).toEqual(['Please select a class from 1 to 12']);
    }
  });

  it('a class filter takes a grade or a class level; blank or all is none', () => {
    const schema = gradeOrClassLevelParam();
    expect(v.parse(schema, ' 6a ')).toBe('6A');
    expect(v.parse(schema, '6')).toBe('6');
    expect(v.parse(schema, 'All')).toBe('');
    expect(v.parse(schema, '')).toBe('');
    expect(v.parse(schema, undefined)).toBe('');
    for (const input of ['0', '13', '13A', '6AB']) {
      expect(messages(v.safeParse(schema, input)), input).toEqual([CLASS_LEVEL_MESSAGES.invalid]);
    }
  });

  it('keeps each field its text', () => {
    expect(CLASS_LEVEL_MESSAGES).toEqual({
      invalid: 'Class level must be a grade from 1 to 12 and a section from A to Z',
      classesInvalid: 'Classes must be a grade from 1 to 12 and a section from A to Z',
    });
  });
});
