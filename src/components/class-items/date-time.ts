import dayjs from 'dayjs';
import { intlFormat, intlLocale } from '#src/i18n/intl-format';

const DATE_TIME = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** '12 Mar 2026, 4:05 PM'; in Hindi or Punjabi, as their Intl writes it. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return intlLocale() ? intlFormat('date', DATE_TIME).format(new Date(iso)) : dayjs(iso).format('D MMM YYYY, h:mm A');
}

/** An ISO instant as the value of a datetime-local input (local time, minutes). */
export const toLocalInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

/** A datetime-local value as an ISO instant, or '' when empty or not a date. */
export function fromLocalInput(value: string): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until `dueAt`, or null once it has passed. */
export function countdownParts(dueAt: string, now: number): CountdownParts | null {
  const left = Math.floor((new Date(dueAt).getTime() - now) / 1000);
  if (Number.isNaN(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
