import { byCount } from './plural';
import { valued } from './valued';

/**
 * How long ago or how long, as a part of another message ('Last backup {age} ago'): '3 minutes', '5 hours', '2 days'.
 * These are never a whole message: a page in Hindi or Punjabi translates them only as the values of a template
 * (src/i18n/contract-text.ts), so that '{count} days' cannot take the place of a sentence that ends in days.
 */
export const DURATION_PHRASES = {
  underAMinute: 'less than a minute',
  minute: valued<[string]>('{count} minute'),
  minutes: valued<[string]>('{count} minutes'),
  hour: valued<[string]>('{count} hour'),
  hours: valued<[string]>('{count} hours'),
  day: valued<[string]>('{count} day'),
  days: valued<[string]>('{count} days'),
} as const;

/** The group's name in contract/messages.ts: its ids start with it. */
export const DURATION_GROUP = 'duration';

const D = DURATION_PHRASES;

/** A time span in minutes, hours (under two days) or days, rounded (numbers printed plain, as they always were). */
export function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return D.underAMinute;
  if (minutes < 60) return byCount(minutes, D.minute(`${minutes}`), D.minutes(`${minutes}`));
  if (minutes < 48 * 60) {
    const hours = Math.round(minutes / 60);
    return byCount(hours, D.hour(`${hours}`), D.hours(`${hours}`));
  }
  const days = Math.round(minutes / 1440);
  return byCount(days, D.day(`${days}`), D.days(`${days}`));
}
