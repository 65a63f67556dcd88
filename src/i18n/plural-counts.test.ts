import { setupI18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installPluralCounts } from './plural-counts';

const Real = Intl.NumberFormat;
let seed = 20261129;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("English numbers without Intl's data (Lingui's '#')", () => {
  beforeAll(() => installPluralCounts());
  afterAll(() => {
    Intl.NumberFormat = Real;
  });

  // Lingui's call for a count: the locale it was activated with, then 'en'; the digits come in the locale's extension.
  const LOCALES = ['en-IN', 'hi-IN', 'hi-IN-u-nu-latn', 'hi-IN-u-nu-deva', 'pa-IN', 'pa-IN-u-nu-guru'];

  it(`writes what Intl writes for English, Hindi and Punjabi in every digits, on random numbers (seed ${seed})`, () => {
    for (const locale of LOCALES) {
      const ours = new Intl.NumberFormat([locale, 'en']);
      const intl = new Real(locale);
      for (let i = 0; i < 1000; i++) {
        const whole = Math.floor(random() * 10 ** Math.floor(random() * 12)) * (random() < 0.1 ? -1 : 1);
        const value = random() < 0.3 ? whole + Math.round(random() * 1000) / 1000 : whole;
        expect(ours.format(value), `${locale} ${value}`).toBe(intl.format(value));
      }
      for (const value of [0, -0, 1, 999, 1000, 100000, 0.0005, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(ours.format(value), `${locale} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it('leaves every other locale and option to Intl, and answers the other methods through it', () => {
    expect(new Intl.NumberFormat('hi-IN-u-nu-deva', {}).format(12345)).toBe('१२,३४५');
    expect(new Intl.NumberFormat('ar-EG').format(12345)).toBe(new Real('ar-EG').format(12345));
    expect(new Intl.NumberFormat('hi-IN-u-nu-arab').format(12345)).toBe(new Real('hi-IN-u-nu-arab').format(12345));
    expect(new Intl.NumberFormat('en-IN', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(new Intl.NumberFormat('en-IN').resolvedOptions().locale).toBe('en-IN');
    expect(
      new Intl.NumberFormat('en-IN')
        .formatToParts(1000)
        .map((p) => p.value)
        .join(''),
    ).toBe('1,000');
  });

  it("answers Lingui's own call for a plural in English, Hindi or Punjabi without making an Intl.NumberFormat", async () => {
    // Lingui asks for `[locale, 'en']`: a test of the call shape we guessed passed while the app paid Intl's data.
    const made: unknown[] = [];
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    vi.resetModules();
    const fresh = await import('./plural-counts');
    fresh.installPluralCounts();
    try {
      const i18n = setupI18n({ locale: 'en-IN', messages: { 'en-IN': {} } });
      expect(i18n._({ id: 'n', message: '{n, plural, one {# class} other {# classes}}', values: { n: 123456 } })).toBe(
        '1,23,456 classes',
      );
      // In Hindi it was the first screen's longest piece: the language's number data, loaded for a count (issue 42).
      const hindi = setupI18n({ locale: 'hi-IN', locales: 'hi-IN-u-nu-deva', messages: { 'hi-IN': {} } });
      expect(hindi._({ id: 'n', message: '{n, plural, one {# कक्षा} other {# कक्षाएँ}}', values: { n: 123456 } })).toBe(
        '१,२३,४५६ कक्षाएँ',
      );
      const punjabi = setupI18n({ locale: 'pa-IN', messages: { 'pa-IN': {} } });
      expect(punjabi._({ id: 'n', message: '{n, plural, one {# ਜਮਾਤ} other {# ਜਮਾਤਾਂ}}', values: { n: 1 } })).toBe(
        '1 ਜਮਾਤ',
      );
      expect(made).toEqual([]);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

/** A browser that takes 'pa-IN' but has no Punjabi numbers (Debian's Chromium): root's grouping, as the tag asks. */
class NumbersWithoutPunjabi extends Real {
  constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const first = String((Array.isArray(locales) ? locales[0] : locales) ?? '');
    super(
      /^pa(-|$)/.test(first) ? `en-US${first.includes('-u-') ? first.slice(first.indexOf('-u-')) : ''}` : locales,
      options,
    );
  }
}

describe("Punjabi counts in a browser without Punjabi numbers (Lingui's '#', issue 42)", () => {
  const message = '{n, plural, one {# ਵਿਦਿਆਰਥੀ} other {# ਵਿਦਿਆਰਥੀ}}';
  afterAll(() => {
    Intl.NumberFormat = Real;
  });

  it('groups them in lakhs, in the digits the reader chose, as every other number on the screen', async () => {
    Intl.NumberFormat = NumbersWithoutPunjabi as unknown as typeof Intl.NumberFormat;
    vi.resetModules();
    // A fresh module each: the probe's verdict is kept per page, and this page lacks Punjabi from the start.
    (await import('./plural-counts')).installPluralCounts();
    const latin = setupI18n({ locale: 'pa-IN', locales: 'pa-IN', messages: { 'pa-IN': {} } });
    expect(latin._({ id: 'n', message, values: { n: 1234567 } })).toBe('12,34,567 ਵਿਦਿਆਰਥੀ');
    const own = setupI18n({ locale: 'pa-IN', locales: 'pa-IN-u-nu-guru', messages: { 'pa-IN': {} } });
    expect(own._({ id: 'n', message, values: { n: 1234567 } })).toBe('੧੨,੩੪,੫੬੭ ਵਿਦਿਆਰਥੀ');
    // Not English's answer for the rest: Punjabi's plural rules still choose the branch, Intl's other formats stay.
    expect(new Intl.NumberFormat('pa-IN', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(new Intl.NumberFormat('de-DE').format(1234567)).toBe('1.234.567');
  });

  it("leaves a browser with Punjabi's data to Intl", async () => {
    Intl.NumberFormat = Real;
    vi.resetModules();
    (await import('./plural-counts')).installPluralCounts();
    const i18n = setupI18n({ locale: 'pa-IN', locales: 'pa-IN-u-nu-guru', messages: { 'pa-IN': {} } });
    expect(i18n._({ id: 'n', message, values: { n: 1234567 } })).toBe(
      `${new Real('pa-IN-u-nu-guru').format(1234567)} ਵਿਦਿਆਰਥੀ`,
    );
  });
});
