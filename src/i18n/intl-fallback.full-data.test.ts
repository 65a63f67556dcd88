import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, groupIndian } from '#src/lib/format';
import { hasIntlData } from './intl-fallback';
import { chooseOwnDigits, intlFormat } from './intl-format';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const WHEN = new Date(2026, 10, 26, 15, 5).toISOString();

/** Node's Intl has full ICU: the probes find Hindi's and Punjabi's data, and Intl's own formatters are used. */
describe('Hindi and Punjabi in a browser with their Intl data', () => {
  afterEach(() => {
    chooseOwnDigits(false);
    i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
  });

  it('finds the data', () => {
    for (const tag of ['pa-IN', 'hi-IN']) {
      expect(hasIntlData('date', tag), tag).toBe(true);
      expect(hasIntlData('number', tag), tag).toBe(true);
    }
  });

  it('uses Intl’s own formatters, their text unchanged', () => {
    for (const locale of ['pa-IN', 'hi-IN'] as const) {
      i18n.loadAndActivate({ locale, messages: {} });
      for (const own of [false, true]) {
        chooseOwnDigits(own);
        const tag = own ? `${locale}-u-nu-${locale === 'pa-IN' ? 'guru' : 'deva'}` : locale;
        const date = intlFormat('date', DAY);
        expect(date).toBeInstanceOf(Intl.DateTimeFormat);
        expect((date as Intl.DateTimeFormat).resolvedOptions().locale).toMatch(locale.slice(0, 2));
        expect(intlFormat('number', {}).resolvedOptions().locale).toMatch(locale.slice(0, 2));
        expect(formatDate(WHEN)).toBe(new Intl.DateTimeFormat(tag, DAY).format(new Date(WHEN)));
        expect(formatDateTime(WHEN)).toBe(new Intl.DateTimeFormat(tag, { ...DAY, ...TIME }).format(new Date(WHEN)));
        const month = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
        expect(formatMonthYear(WHEN)).toBe(new Intl.DateTimeFormat(tag, month).format(new Date(WHEN)));
        expect(groupIndian(1234567.5)).toBe(new Intl.NumberFormat(tag).format(1234567.5));
      }
    }
  });
});
