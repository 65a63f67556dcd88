import { GRADES } from './constants';

/**
 * What a class is called, the one definition client, service worker and server share (issue 41): a grade 1..12
 * (GRADES), a section, one capital letter A..Z, and a class level, the grade then its section ('7C'). Where a whole
 * grade may stand for its classes (a filter, a student import row, a class name on Manage Slides) the section is
 * optional: a grade or class level ('7' or '7C'). The checks take text as stored: trimmed and in capitals (the
 * schemas trim and upper-case it first). The valibot schemas are in class-level-schemas.ts: this module stays plain
 * code, light enough for the routes' search readers, which load with the app (decision 010).
 */
export const MIN_GRADE = Math.min(...GRADES);
export const MAX_GRADE = Math.max(...GRADES);
export const SECTIONS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DEFAULT_SECTION = 'A';

export const CLASS_LEVEL_MESSAGES = {
  /** A person's class level: a student's, a teacher's classes, a class filter. */
  invalid: `Class level must be a grade from ${MIN_GRADE} to ${MAX_GRADE} and a section from A to Z`,
  /** A school's classes offered. */
  classesInvalid: `Classes must be a grade from ${MIN_GRADE} to ${MAX_GRADE} and a section from A to Z`,
} as const;

/** A grade and its section; section '' for a whole grade. */
export type ClassLevelParts = { grade: number; section: string };

/** A whole number from MIN_GRADE to MAX_GRADE. */
export const isGradeNumber = (n: number): boolean => Number.isInteger(n) && n >= MIN_GRADE && n <= MAX_GRADE;

/** Digits without a leading zero, then at most one capital letter. */
const SHAPE = /^([1-9]\d?)([A-Z]?)$/;

/** '7' → { grade: 7, section: '' }, '7C' → { grade: 7, section: 'C' }; else (' 7c', '13', '07') undefined. */
export function parseGradeOrClassLevel(text: string): ClassLevelParts | undefined {
  const match = SHAPE.exec(text);
  const grade = Number(match?.[1]);
  return match && isGradeNumber(grade) ? { grade, section: match[2] ?? '' } : undefined;
}

/** '7C' → { grade: 7, section: 'C' }; a bare grade ('7') or anything else undefined. */
export function parseClassLevel(text: string): ClassLevelParts | undefined {
  const parts = parseGradeOrClassLevel(text);
  return parts?.section ? parts : undefined;
}

/** A grade alone: '7'. */
export const isGrade = (text: string): boolean => parseGradeOrClassLevel(text)?.section === '';
/** A class level, the section required: '7C'. */
export const isClassLevel = (text: string): boolean => parseClassLevel(text) !== undefined;
/** A grade or a class level, the section optional: '7' or '7C'. */
export const isGradeOrClassLevel = (text: string): boolean => parseGradeOrClassLevel(text) !== undefined;

/**
 * The grade a class label starts with, or null: its leading one or two digits after spaces ('7C' → 7, ' 12' → 12).
 * Lenient on purpose: it reads stored labels, whatever follows the digits. server/modules/analytics/sql.ts gradeSql
 * is the same rule in SQL.
 */
export function gradeOf(classLabel: string): number | null {
  const match = /^\s*(\d{1,2})/.exec(classLabel);
  const grade = Number(match?.[1]);
  return match && isGradeNumber(grade) ? grade : null;
}
