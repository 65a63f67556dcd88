import { groupIndian, percentText } from '#src/lib/format';

/** A percentage from the server ('—' when there is no data behind it). */
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : percentText(value);

/** A change with its sign: '+12.5%', '-3%', '0%'; '—' when there is nothing to compare with. */
export const signed = (value: number | null | undefined, unit = '%') =>
  value === null || value === undefined ? '—' : `${value > 0 ? '+' : ''}${value}${unit}`;

/** Whole numbers grouped the Indian way (1,23,456), without Intl's start-up cost (lib/format.ts). */
export const count = (n: number) => groupIndian(n);
