import { inYears, PERSON_YEARS } from './dates';
import { byCount } from './plural';
import { valued } from './valued';

/**
 * Due-date rules shared by assessments and surveys: the client checks before calling publish and shows the
 * same message the server answers with (spec 03 §5: at least 1 hour ahead, or how many hours or days ago).
 */
export const PUBLISH_MIN_LEAD_HOURS = 1;
const HOUR = 3_600_000;

export const DUE_DATE_MESSAGES = {
  missing: 'Please set a due date before publishing',
  invalid: 'Please enter a valid due date',
  tooSoon: `Due date must be at least ${PUBLISH_MIN_LEAD_HOURS} hour in the future`,
  pastDue: 'The due date has passed and late submissions are not allowed',
  lessThanAnHourAgo: 'Due date was less than an hour ago',
  anHourAgo: valued<[number]>('Due date was {count} hour ago'),
  hoursAgo: valued<[number]>('Due date was {count} hours ago'),
  aDayAgo: valued<[number]>('Due date was {count} day ago'),
  daysAgo: valued<[number]>('Due date was {count} days ago'),
} as const;
const M = DUE_DATE_MESSAGES;

/** 'Due date was 3 hours ago', 'Due date was 2 days ago', 'Due date was less than an hour ago'. */
export function dueDateAgoMessage(dueAt: Date, now: number = Date.now()): string {
  const hours = Math.floor((now - dueAt.getTime()) / HOUR);
  if (hours < 1) return M.lessThanAnHourAgo;
  if (hours < 24) return byCount(hours, M.anHourAgo(hours), M.hoursAgo(hours));
  const days = Math.floor(hours / 24);
  return byCount(days, M.aDayAgo(days), M.daysAgo(days));
}

/** Why an item with this due date cannot be published now, or null when it can. */
export function publishDueDateError(dueAt: Date | string | null | undefined, now: number = Date.now()): string | null {
  if (dueAt === null || dueAt === undefined || dueAt === '') return DUE_DATE_MESSAGES.missing;
  const due = dueAt instanceof Date ? dueAt : new Date(dueAt);
  if (Number.isNaN(due.getTime())) return DUE_DATE_MESSAGES.invalid;
  if (due.getTime() <= now) return dueDateAgoMessage(due, now);
  if (due.getTime() - now < PUBLISH_MIN_LEAD_HOURS * HOUR) return DUE_DATE_MESSAGES.tooSoon;
  return null;
}

/** A server error about the due date: the editor focuses and highlights the date input (spec 03 §5). */
export const isDueDateError = (message: string | null | undefined) => /due date/i.test(message ?? '');

/** A date the editor and the server accept: a real date in 2000–2100. */
export const isValidDate = (value: string) => !Number.isNaN(new Date(value).getTime()) && inYears(value, PERSON_YEARS);
