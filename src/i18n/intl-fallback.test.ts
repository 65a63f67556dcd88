import { i18n } from '@lingui/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime as dueText } from '#src/components/class-items/date-time';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatRupees,
  formatShortDay,
  formatTime,
  groupIndian,
} from '#src/lib/format';
import { hasIntlData } from './intl-fallback';
import { chooseOwnDigits, intlFormat } from './intl-format';

/**
 * A browser whose Intl has no Hindi or Punjabi data, as Debian's Chromium has no Punjabi: it takes 'pa-IN' (and
 * says it supports it) but writes root's forms, months as 'M11' and numbers grouped '1,234,567', in the digits asked
 * for. Here such a locale is written by Node's en-US with its month names made root's; Node's own full-ICU Intl
 * (RealDates, RealNumbers) says what CLDR's Hindi and Punjabi are, which the fallback must write.
 */
const RealDates = Intl.DateTimeFormat;
const RealNumbers = Intl.NumberFormat;
const LACKING = /^(hi|pa)(-|$)/i;
const made: string[] = [];

const first = (locales: string | readonly string[] | undefined) =>
  String((Array.isArray(locales) ? locales[0] : locales) ?? '');
/** 'pa-IN-u-nu-guru' → 'en-US-u-nu-guru': the root's stand-in, in the same digits. */
const rootOf = (tag: string) => `en-US${tag.includes('-u-') ? tag.slice(tag.indexOf('-u-')) : ''}`;

class DatesWithoutData extends RealDates {
  readonly #monthOf: Intl.DateTimeFormat | null;
  constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const lacking = LACKING.test(first(locales));
    super(lacking ? rootOf(first(locales)) : locales, options);
    made.push(first(locales));
    const { timeZone } = this.resolvedOptions();
    this.#monthOf = lacking ? new RealDates('en-US', { month: 'numeric', timeZone }) : null;
  }
  override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    const when = date ?? Date.now();
    const monthOf = this.#monthOf;
    return super
      .formatToParts(when)
      .map((part) =>
        monthOf && part.type === 'month' && !/^\d+$/.test(part.value)
          ? { ...part, value: `M${monthOf.format(when).padStart(2, '0')}` }
          : part,
      );
  }
  override format = (date?: Date | number) => this.formatToParts(date).reduce((text, part) => text + part.value, '');
}

class NumbersWithoutData extends RealNumbers {
  constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    super(LACKING.test(first(locales)) ? rootOf(first(locales)) : locales, options);
    made.push(first(locales));
  }
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
/** 26 Nov 2026, 3:05 pm and 9:30 am local time, whatever the machine's zone. */
const AFTERNOON = new Date(2026, 10, 26, 15, 5).toISOString();
const MORNING = new Date(2026, 11, 5, 9, 30).toISOString();
const real = (locale: string, options: Intl.DateTimeFormatOptions, when: string) =>
  new RealDates(locale, options).format(new Date(when));

describe('Hindi and Punjabi in a browser without their Intl data (Debian’s Chromium)', () => {
  beforeAll(() => {
    Intl.DateTimeFormat = DatesWithoutData as unknown as typeof Intl.DateTimeFormat;
    Intl.NumberFormat = NumbersWithoutData as unknown as typeof Intl.NumberFormat;
  });
  afterAll(() => {
    Intl.DateTimeFormat = RealDates;
    Intl.NumberFormat = RealNumbers;
  });
  afterEach(() => {
    chooseOwnDigits(false);
    i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
  });

  it('is a browser without the data: root’s months and grouping, which the probes see', () => {
    expect(new Intl.DateTimeFormat('pa-IN', DAY).format(new Date(AFTERNOON))).toMatch(/M11/);
    expect(new Intl.NumberFormat('pa-IN').format(1234567)).toBe('1,234,567');
    for (const tag of ['pa-IN', 'hi-IN']) {
      expect(hasIntlData('date', tag), tag).toBe(false);
      expect(hasIntlData('number', tag), tag).toBe(false);
    }
  });

  it('writes Punjabi dates and times as CLDR does: Gurmukhi months, day first, its AM and PM', () => {
    i18n.loadAndActivate({ locale: 'pa-IN', messages: {} });
    expect(formatDate(AFTERNOON)).toBe('26 ਨਵੰ 2026');
    expect(formatDateTime(AFTERNOON)).toBe('26 ਨਵੰ 2026, 3:05 PM');
    expect(dueText(MORNING)).toBe('5 ਦਸੰ 2026, 9:30 AM');
    expect(formatTime(MORNING)).toBe('9:30 AM');
    expect(formatMonthYear('2026-11-21')).toBe('ਨਵੰਬਰ 2026');
    expect(formatDayMonth('2026-02-03')).toBe('3 ਫ਼ਰ');
    expect(formatShortDay('2026-05-21')).toBe('21 ਮਈ');
    // The same as Node's full ICU writes, every month, and never a root month ('M11').
    for (let month = 0; month < 12; month++) {
      const when = new Date(2026, month, 15, 15, 5).toISOString();
      const day = `2026-${String(month + 1).padStart(2, '0')}-15`;
      expect(formatDateTime(when)).toBe(real('pa-IN', { ...DAY, ...TIME }, when));
      expect(formatMonthYear(day)).toBe(real('pa-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }, day));
      expect(intlFormat('date', { month: 'short', year: 'numeric' }).format(new Date(when))).toBe(
        real('pa-IN', { month: 'short', year: 'numeric' }, when),
      );
      expect(formatDateTime(when)).not.toMatch(/M\d/);
    }
  });

  it('groups Punjabi numbers in lakhs and crores, in Gurmukhi digits when the reader chose them', () => {
    i18n.loadAndActivate({ locale: 'pa-IN', messages: {} });
    expect(groupIndian(1234567.891)).toBe('12,34,567.89');
    expect(groupIndian(123456789)).toBe('12,34,56,789');
    expect(formatRupees(250000)).toBe('₹2,50,000');
    chooseOwnDigits(true);
    expect(groupIndian(1234567)).toBe('੧੨,੩੪,੫੬੭');
    expect(formatDate(AFTERNOON)).toBe('੨੬ ਨਵੰ ੨੦੨੬');
    expect(formatDateTime(AFTERNOON)).toBe(real('pa-IN-u-nu-guru', { ...DAY, ...TIME }, AFTERNOON));
    expect(formatTime(MORNING)).toBe('੯:੩੦ AM');
  });

  it('writes Hindi the same way without its data: Devanagari months, its am and pm, lakhs, own digits', () => {
    i18n.loadAndActivate({ locale: 'hi-IN', messages: {} });
    expect(formatDate(AFTERNOON)).toBe('26 नव॰ 2026');
    expect(formatDateTime(MORNING)).toBe('5 दिस॰ 2026, 9:30 am');
    expect(formatMonthYear('2026-09-01')).toBe('सितंबर 2026');
    expect(groupIndian(1234567)).toBe('12,34,567');
    for (let month = 0; month < 12; month++) {
      const when = new Date(2026, month, 15, 15, 5).toISOString();
      expect(formatDateTime(when)).toBe(real('hi-IN', { ...DAY, ...TIME }, when));
    }
    chooseOwnDigits(true);
    expect(formatDate(AFTERNOON)).toBe('२६ नव॰ २०२६');
    expect(groupIndian(1234567)).toBe('१२,३४,५६७');
  });

  it('leaves English as it was, with no probe, and makes each formatter once', () => {
    made.length = 0;
    expect(formatDate(AFTERNOON)).toBe('26 Nov 2026');
    expect(formatMonthYear('2026-11-21')).toBe('November 2026');
    expect(made).toEqual(['en-IN']);
    i18n.loadAndActivate({ locale: 'pa-IN', messages: {} });
    formatDate(AFTERNOON);
    made.length = 0;
    expect(formatDate(MORNING)).toBe('5 ਦਸੰ 2026');
    expect(made).toEqual([]);
  });
});
