import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseOwnDigits } from '#src/i18n/intl-format';
import { formatDate, formatDateTime, formatDayMonth, formatMonthYear, formatTime, groupIndian } from './format';

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

  it('writes dates and times by hand exactly as Intl does in Hindi and Punjabi, in either digits', () => {
    // By hand: Intl's first date format of a page loads the language's data (27 ms of Hindi's first screen on a
    // laptop, issue 42). Every month, every hour, one- and two-digit days and minutes.
    for (const [locale, own] of [
      ['hi-IN', 'hi-IN-u-nu-deva'],
      ['pa-IN', 'pa-IN-u-nu-guru'],
    ] as const) {
      for (const digits of [false, true]) {
        i18n.loadAndActivate({ locale, messages: {} });
        chooseOwnDigits(digits);
        const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(digits ? own : locale, options);
        const date = intl({ day: 'numeric', month: 'short', year: 'numeric' });
        const dateTime = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
        const time = intl({ hour: 'numeric', minute: '2-digit' });
        const dayMonth = intl({ day: 'numeric', month: 'short', timeZone: 'UTC' });
        for (let month = 0; month < 12; month++) {
          for (let hour = 0; hour < 24; hour++) {
            const when = new Date(2026, month, hour % 2 ? 9 : 28, hour, hour % 3 ? 5 : 47);
            const iso = when.toISOString();
            expect(formatDate(iso), `${locale} ${digits} ${iso}`).toBe(date.format(when));
            expect(formatDateTime(iso), `${locale} ${digits} ${iso}`).toBe(dateTime.format(when));
            expect(formatTime(iso), `${locale} ${digits} ${iso}`).toBe(time.format(when));
          }
          const day = `2026-${String(month + 1).padStart(2, '0')}-${month % 2 ? '07' : '23'}`;
          expect(formatDayMonth(day), `${locale} ${digits} ${day}`).toBe(dayMonth.format(new Date(`${day}T00:00:00Z`)));
        }
      }
    }
  });

  it('leaves English exactly as before, whatever the digits choice', () => {
    chooseOwnDigits(true);
    expect(groupIndian(123456)).toBe('1,23,456');
    expect(formatDate(WHEN)).toBe('21 Nov 2026');
  });
});
