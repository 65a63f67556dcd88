import { describe, expect, it } from 'vitest';
import { isDueDateError, publishDueDateError } from './due-date';

const now = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000);

describe('publishDueDateError', () => {
  it('accepts a due date at least 1 hour ahead', () => {
    expect(publishDueDateError(at(1), now)).toBeNull();
    expect(publishDueDateError(at(72).toISOString(), now)).toBeNull();
  });

  it('tells how far off a refused due date is', () => {
    expect(publishDueDateError(null, now)).toBe('Please set a due date before publishing');
    expect(publishDueDateError('soon', now)).toBe('Please enter a valid due date');
    expect(publishDueDateError(at(0.99), now)).toBe('Due date must be at least 1 hour in the future');
    expect(publishDueDateError(at(-0.5), now)).toBe('Due date was less than an hour ago');
    expect(publishDueDateError(at(-1), now)).toBe('Due date was 1 hour ago');
    expect(publishDueDateError(at(-3.5), now)).toBe('Due date was 3 hours ago');
    expect(publishDueDateError(at(-24), now)).toBe('Due date was 1 day ago');
    expect(publishDueDateError(at(-50), now)).toBe('Due date was 2 days ago');
  });

  it('marks every due-date message so the editor can highlight the date input', () => {
    for (const hours of [-50, -3, 0.5]) expect(isDueDateError(publishDueDateError(at(hours), now))).toBe(true);
    expect(isDueDateError('Add at least one question before publishing')).toBe(false);
  });
});
