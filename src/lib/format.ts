import { inOwnDigits, intlFormat, intlLocale } from '#src/i18n/intl-format';

/**
 * Numbers, dates and times as the reader's language writes them (issue 42). English keeps the hand-written forms
 * below (no Intl data to load before the first screen, issue 14); Hindi and Punjabi go through Intl with the same
 * Indian grouping, and the language's own digits when the reader asked for them (src/i18n/intl-format.ts).
 */

/** Digits grouped the Indian way: the last three, then pairs (12,34,56,789). */
export function groupIndian(value: number): string {
  return intlLocale() ? intlFormat('number', { maximumFractionDigits: 2 }).format(value) : indianDigits(value, 2);
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
 * in the middle of the first screen (issue 14). The text is the same as en-IN's in Chromium and Node.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const dateFormat = (date: Date) =>
  intlLocale()
    ? intlFormat('date', DAY).format(date)
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
const timeFormat = (date: Date) => {
  if (intlLocale()) return intlFormat('date', TIME).format(date);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
};
const dateTimeFormat = (date: Date) =>
  intlLocale() ? intlFormat('date', { ...DAY, ...TIME }).format(date) : `${dateFormat(date)}, ${timeFormat(date)}`;

/** A calendar day ('2026-11-21') as '21 Nov', for chart axes. */
export function formatDayMonth(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (intlLocale()) {
    const utc = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, date ?? 1));
    return intlFormat('date', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utc);
  }
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
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
