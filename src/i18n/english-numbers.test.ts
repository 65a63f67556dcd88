import { setupI18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installEnglishNumbers } from './english-numbers';

const Real = Intl.NumberFormat;
let seed = 20261129;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("English numbers without Intl's data (Lingui's '#')", () => {
  beforeAll(() => installEnglishNumbers());
  afterAll(() => {
    Intl.NumberFormat = Real;
  });

  it(`writes what Intl writes for en-IN, on random numbers (seed ${seed})`, () => {
    const ours = new Intl.NumberFormat(['en-IN']);
    const intl = new Real('en-IN');
    for (let i = 0; i < 2000; i++) {
      const whole = Math.floor(random() * 10 ** Math.floor(random() * 12)) * (random() < 0.1 ? -1 : 1);
      const value = random() < 0.3 ? whole + Math.round(random() * 1000) / 1000 : whole;
      expect(ours.format(value), String(value)).toBe(intl.format(value));
    }
    for (const value of [0, -0, 1, 999, 1000, 100000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(ours.format(value), String(value)).toBe(intl.format(value));
    }
  });

  it('leaves every other locale and option to Intl, and answers the other methods through it', () => {
    expect(new Intl.NumberFormat('hi-IN-u-nu-deva').format(12345)).toBe('१२,३४५');
    expect(new Intl.NumberFormat('en-IN', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(new Intl.NumberFormat('en-IN').resolvedOptions().locale).toBe('en-IN');
    expect(
      new Intl.NumberFormat('en-IN')
        .formatToParts(1000)
        .map((p) => p.value)
        .join(''),
    ).toBe('1,000');
  });

  it("answers Lingui's own call for an English plural without making an Intl.NumberFormat", async () => {
    // Lingui asks for `[locale, 'en']`: a test of the call shape we guessed passed while the app paid Intl's data.
    const made: unknown[] = [];
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    vi.resetModules();
    const fresh = await import('./english-numbers');
    fresh.installEnglishNumbers();
    try {
      const i18n = setupI18n({ locale: 'en-IN', messages: { 'en-IN': {} } });
      expect(i18n._({ id: 'n', message: '{n, plural, one {# class} other {# classes}}', values: { n: 123456 } })).toBe(
        '1,23,456 classes',
      );
      expect(made).toEqual([]);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
