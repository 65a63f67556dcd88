/** Steps an axis may use (times a power of ten): its ticks then read 0, 30, 60, 90, 120 rather than 0, 95, 190, 370. */
const STEPS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * A value axis from 0 for counts up to `dataMax`: equal whole-number steps (four, or fewer where the axis is
 * short), with room past the longest bar for its value label (at least 15%).
 */
export function niceScale(dataMax: number, steps = 4): { max: number; ticks: number[] } {
  const wanted = Math.max(dataMax, 0) * 1.15;
  const raw = wanted / steps;
  const power = 10 ** Math.floor(Math.log10(raw > 0 ? raw : 1));
  const step = STEPS.map((s) => s * power).find((s) => s >= raw && Number.isInteger(s)) ?? Math.max(1, 10 * power);
  return { max: step * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}
