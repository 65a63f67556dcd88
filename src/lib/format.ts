import { i18n } from '@lingui/core';
import { shortNames } from '#src/i18n/intl-fallback';
import { inOwnDigits, intlFormat } from '#src/i18n/intl-format';

/**
 * Numbers, dates and times as the reader's language writes them (issue 42). Numbers are written by hand in every
 * language, and English's dates too (no Intl data to load before the first screen, issue 14); Hindi's and Punjabi's
 * dates go through Intl, and both languages' numbers and dates take their own digits when the reader asked for them
 * (src/i18n/intl-format.ts).
 */

/**
 * Digits grouped the Indian way: the last three, then pairs (12,34,56,789), at most 2 decimals, in the reader's
 * digits. By hand in every language: Hindi and Punjabi write numbers as en-IN does (CLDR), and Intl's first number
 * format of a page loads the language's data, 20-50 ms of the first screen (plural-counts.ts).
 */
export function groupIndian(value: number): string {
  return inOwnDigits(indianDigits(value, 2));
}

/** English's Indian grouping, by hand (no Intl number data to load): at most `decimals` decimals, '-12,34,567.5'. */
export function indianDigits(value: number, decimals: number): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(decimals)
    .replace(/\.?0+$/, '')
    .split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative && (whole !== '0' || fraction) ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A percentage as every screen writes it ('94%'; '९४%' for a reader of Devanagari digits), its figure as it came. */
export function percentText(value: number): string {
  return inOwnDigits(`${value}%`);
}

/** An amount in rupees: '₹1,23,456' (paise shown only when there are any). */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '₹0';
  return value < 0 ? `-₹${groupIndian(-value)}` : `₹${groupIndian(value)}`;
}

/**
 * Dates in the en-IN style ('21 Nov 2025', '21 Nov 2025, 10:30 am', '1 Sept 2025'), written out by hand: the
 * first Intl.DateTimeFormat of a page loads the locale's data, about 20 ms on a laptop and 80 ms on a slow phone,
 * in the middle of the first screen (issue 14; in Hindi 27 ms on a laptop, issue 42). Hindi and Punjabi write these
 * in the same pattern with their own months and day periods ('21 नव॰ 2026, 1:30 pm', '21 ਨਵੰ 2026, 1:30 PM'), in
 * the reader's digits. The text is the same as Intl's in Chromium and Node (format.test.ts, format.locale.test.ts).
 */
const ENGLISH = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  dayPeriods: ['am', 'pm'],
};
const names = () => shortNames(i18n.locale ?? '') ?? ENGLISH;
const dateFormat = (date: Date) =>
  inOwnDigits(`${date.getDate()} ${names().months[date.getMonth()]} ${date.getFullYear()}`);
const timeFormat = (date: Date) => {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return inOwnDigits(`${hours % 12 || 12}:${minutes} ${names().dayPeriods[hours < 12 ? 0 : 1]}`);
};
const dateTimeFormat = (date: Date) => `${dateFormat(date)}, ${timeFormat(date)}`;

/** A calendar day ('2026-11-21') as '21 Nov', for chart axes. */
export function formatDayMonth(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return inOwnDigits(`${date} ${names().months[(month ?? 1) - 1]}`);
}

/** A month of a calendar day or time ('November 2026'), in UTC as the registers and session lists count them. */
export function formatMonthYear(value: Date | string): string {
  return intlFormat('date', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(value));
}

/** A day of a register ('21 Nov'), in UTC. */
export function formatShortDay(value: Date | string): string {
  return intlFormat('date', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(value));
}

/** A date as '21 Nov 2025' (local time); '—' when missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(date);
}

/** A timestamp as '21 Nov 2025, 10:30 am' (local time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(date);
}

/** A time of day as '10:30 am' (local time), for events of today such as a class's start. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return timeFormat(date);
}

/** '14:05' today, '21 Nov, 14:05' on another day (local time): how the device's own times are told. */
export function clock(value: string | number, withDate = false): string {
  const date = new Date(value);
  const time = intlFormat('date', { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  const sameDay = date.toDateString() === new Date().toDateString();
  if (sameDay && !withDate) return time;
  return `${intlFormat('date', { day: 'numeric', month: 'short' }).format(date)}, ${time}`;
}
