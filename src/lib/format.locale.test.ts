import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseOwnDigits } from '#src/i18n/intl-format';
import { formatDate, formatDateTime, formatDayMonth, formatMonthYear, groupIndian } from './format';

const storage = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
} as Storage;

const WHEN = '2026-11-21T05:00:00.000Z';

describe('numbers and dates in Hindi and Punjabi (issue 42)', () => {
  afterEach(() => {
    storage.clear();
    i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
  });

  it('keeps Latin digits and Indian grouping by default, with the language’s month names', () => {
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} });
    expect(groupIndian(1234567.891)).toBe('12,34,567.89');
    expect(formatDate(WHEN)).toBe(new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium' }).format(new Date(WHEN)));
    expect(formatDate(WHEN)).toMatch(/^21 नव/);
    expect(formatDayMonth('2026-11-21')).toMatch(/^21 नव/);
    i18n.loadAndActivate({ locale: 'pa-IN', messages: {} });
    expect(formatMonthYear('2026-11-21')).toBe('ਨਵੰਬਰ 2026');
  });

  it("writes the language's own digits when the reader chose them, and Latin again when they undo it", () => {
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} });
    chooseOwnDigits(true);
    expect(groupIndian(123456)).toBe('१,२३,४५६');
    expect(formatDateTime(WHEN)).toMatch(/^२१ नव/);
    i18n.loadAndActivate({ locale: 'pa-IN', messages: {} });
    expect(groupIndian(123456)).toBe('੧,੨੩,੪੫੬');
    chooseOwnDigits(false);
    expect(groupIndian(123456)).toBe('1,23,456');
  });

  it('leaves English exactly as before, whatever the digits choice', () => {
    chooseOwnDigits(true);
    expect(groupIndian(123456)).toBe('1,23,456');
    expect(formatDate(WHEN)).toBe('21 Nov 2026');
  });
});
