import { percentOf } from '#contract/percent';
import { PROGRESS_BANDS } from '#contract/sessions';
import type { ProgressResult } from '#contract/sessions-types';

/** Slides taught (the furthest reached) as a percentage of the class's slides, to one decimal as every screen shows it. */
export function progressPercent(r: ProgressResult): number {
  const total = r.courseMaterial.totalSlides;
  return Math.min(100, percentOf(r.progress.furthestSlide, total) ?? 0);
}

/** Spec 03 §2: ≥ 75 % green, ≥ 50 blue, ≥ 25 yellow, else red. */
export function progressColor(percent: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (percent >= PROGRESS_BANDS.green) return 'green';
  if (percent >= PROGRESS_BANDS.blue) return 'blue';
  if (percent >= PROGRESS_BANDS.yellow) return 'yellow';
  return 'red';
}

/** The class badge is 'default' (filled) at 70 % or more, secondary below. */
export const badgeIsDefault = (percent: number) => percent >= PROGRESS_BANDS.badge;
