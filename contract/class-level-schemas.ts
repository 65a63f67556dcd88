import * as v from 'valibot';
import { CLASS_LEVEL_MESSAGES, isClassLevel, isGrade, isGradeOrClassLevel } from './class-level';

/*
 * The valibot schemas of contract/class-level.ts, apart so that module stays plain code (decision 010): each trims
 * the text (a class level also goes to capitals), then checks it with class-level's rule.
 */

/** A class level field, trimmed and in capitals: '7c' → '7C'; anything else gives `message`. */
export const classLevelSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.toUpperCase(), v.check(isClassLevel, message));

/** A grade from a path or form value, trimmed: '7' → 7; anything else gives `message`. */
export const gradeSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.check(isGrade, message), v.transform(Number));

/** A class filter: a class level ('7C') or a whole grade ('7'), in capitals; '' or 'all' for none. */
export const gradeOrClassLevelParam = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.transform((s) => (s === 'ALL' ? '' : s)),
      v.check((s) => s === '' || isGradeOrClassLevel(s), CLASS_LEVEL_MESSAGES.invalid),
    ),
    '',
  );
