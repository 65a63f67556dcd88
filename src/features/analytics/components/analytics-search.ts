import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  ANALYTICS_RANGES,
  DEFAULT_RANGE_DAYS,
  TEACHER_PERIODS,
  type TeacherPeriod,
  addDays,
  isoDay,
} from '#contract/analytics';

/** The choices of the range select. */
export type RangeChoice = '7' | '30' | '90' | '365' | 'custom';
/**
 * /analytics?range=7|90|365|custom&from=&to= (general view; 30 days when absent) and ?period= (Teaching
 * Analytics; 3 months when absent).
 */
export type AnalyticsSearch = { range?: number | 'custom'; from?: string; to?: string; period?: TeacherPeriod };
export type DayRange = { startDate: string; endDate: string };

/** The choices' labels, shown with `i18n._(label)` (range-control.tsx). */
export const RANGE_OPTIONS: { value: RangeChoice; label: MessageDescriptor }[] = [
  ...ANALYTICS_RANGES.map((days) => ({
    value: String(days) as RangeChoice,
    label: msg`${plural(days, { one: 'Last # day', other: 'Last # days' })}`,
  })),
  { value: 'custom', label: msg`Custom range` },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: unknown): s is string =>
  typeof s === 'string' &&
  DAY.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  isoDay(new Date(`${s}T00:00:00Z`)) === s;

/** Reads the URL: unknown values fall back to the defaults; the end date is capped at today. */
export function readAnalyticsSearch(raw: Record<string, unknown>, today = isoDay(new Date())): AnalyticsSearch {
  const asked = raw.range === 'custom' ? 'custom' : Number(raw.range);
  const range = asked === 'custom' || (ANALYTICS_RANGES as readonly number[]).includes(asked) ? asked : undefined;
  const period =
    typeof raw.period === 'string' && raw.period in TEACHER_PERIODS ? (raw.period as TeacherPeriod) : undefined;
  const out: AnalyticsSearch = { period };
  if (range === 'custom' && isDay(raw.from) && isDay(raw.to)) {
    const to = raw.to > today ? today : raw.to; // YYYY-MM-DD strings: the end capped at today
    if (raw.from <= to) return { ...out, range, from: raw.from, to };
  }
  if (typeof range === 'number' && range !== DEFAULT_RANGE_DAYS) out.range = range;
  return out;
}

/** The days the general view covers: the last N days ending today (both included), or the custom pair. */
export function resolveRange(search: AnalyticsSearch, today = isoDay(new Date())): DayRange {
  if (search.range === 'custom' && search.from && search.to) return { startDate: search.from, endDate: search.to };
  const days = typeof search.range === 'number' ? search.range : DEFAULT_RANGE_DAYS;
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A typed date, accepted only when complete ('2026-11-15' or '15 Nov 2026'): half-typed input never becomes
 * a date (the default parser reads '2' as 2001).
 */
export function parseTypedDay(value: string): string | null {
  const text = value.trim();
  if (isDay(text)) return text;
  const m = /^(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf((m[2] ?? '').toLowerCase()) : -1;
  if (!m || month < 0) return null;
  const day = `${m[3]}-${String(month + 1).padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
  return isDay(day) ? day : null;
}
