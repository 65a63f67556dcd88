import type { ProgressBadge } from '#contract/analytics';
import { percentText } from '#src/lib/format';

/** A percentage from the server ('—' when there is no data behind it). */
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : percentText(value);

/** A change with its sign: '+12.5%', '-3%', '0%'; '—' when there is nothing to compare with. */
export const signedPercent = (value: number | null | undefined, unit = '%') =>
  value === null || value === undefined ? '—' : `${value > 0 ? '+' : ''}${value}${unit}`;

/** The spec's badge variants (default, secondary, outline) in Mantine's terms. */
export const BADGE_LOOK: Record<ProgressBadge, { variant: 'filled' | 'light' | 'outline'; color: string }> = {
  default: { variant: 'filled', color: 'blue' },
  secondary: { variant: 'light', color: 'gray' },
  outline: { variant: 'outline', color: 'gray' },
};
