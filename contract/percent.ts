/**
 * The one rounding rule for every percentage (and average) the app shows (issue 40, 'Numbers that disagree').
 *
 * A figure is computed from its unrounded parts (scores and maxima, counts) and rounded once, at the end: half away
 * from zero, as on paper and as PostgreSQL's round(numeric) does (58.35 → 58.4, 58.25 → 58.3, -2.25 → -2.3), to
 * one decimal unless the screen shows whole numbers. A rounded figure is not an input to another figure, with one
 * exception: a change in points shown beside the two figures it compares ('+5.2 points (80.1% → 85.3%)') is their
 * difference, so that the three agree.
 *
 * Floating point lands a hair either side of the exact value ((201 / 400) × 100 is 50.24999999999999, 1.005 × 100
 * is 100.49999999999999, a sum of percentages drifts); the noise past 12 significant digits is dropped before
 * rounding, so the result is the one the exact value gives. (A true value within 5 × 10⁻¹³ of a half is taken as the half; scores never come that close.)
 *
 * The SQL behind a figure returns it unrounded and the server rounds it here; the client shows it as it comes.
 */

const SIGNIFICANT_DIGITS = 12;

/** `value` rounded once to `decimals` places, half away from zero. */
export function roundFigure(value: number, decimals = 1): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = Math.floor(scaled + 0.5) / scale;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** One decimal, the app's usual precision for a percentage. */
export const round1 = (value: number) => roundFigure(value, 1);

/** `part` of `whole` as a percentage, rounded once; null when there is no whole (nothing to divide by). */
export const percentOf = (part: number, whole: number, decimals = 1): number | null =>
  whole > 0 ? roundFigure((part * 100) / whole, decimals) : null;

/** The mean of unrounded values (percentages of submissions, sessions…), rounded once; null for none. */
export const meanOf = (values: readonly number[], decimals = 1): number | null =>
  values.length ? roundFigure(values.reduce((a, b) => a + b, 0) / values.length, decimals) : null;
