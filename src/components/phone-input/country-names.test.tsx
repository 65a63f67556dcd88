// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import hindi from './country-names/hi-IN.json';
import punjabi from './country-names/pa-IN.json';

const RealNames = Intl.DisplayNames;
const SCRIPT = { 'hi-IN': /^[\u0900-\u097F\s(),.’'–-]+$/, 'pa-IN': /^[\u0A00-\u0A7F\s(),.’'–-]+$/ };

/** A browser without Punjabi's or Hindi's region names (Debian's Chromium for 'pa'): English for every country. */
class NamesInEnglish extends RealNames {
  constructor(_locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
    super(['en'], options);
  }
}

const setDisplayNames = (names: typeof RealNames) => {
  (Intl as unknown as { DisplayNames: typeof RealNames }).DisplayNames = names;
};

/** A fresh module each: the probe's verdict is kept for the page, as a browser's data does not change. */
async function hook() {
  vi.resetModules();
  return (await import('./country-names')).useCountryNames;
}

describe("the phone picker's country names in Hindi and Punjabi (issue 42)", () => {
  afterEach(() => {
    setDisplayNames(RealNames);
  });

  it('are kept for every country of the picker, in the language’s own script', () => {
    for (const [locale, names] of [
      ['hi-IN', hindi],
      ['pa-IN', punjabi],
    ] as const) {
      expect(Object.keys(names)).toEqual(COUNTRY_CODES.map((c) => c.iso));
      for (const [iso, name] of Object.entries(names)) expect(name, `${locale} ${iso}`).toMatch(SCRIPT[locale]);
    }
  });

  it('come from the kept file where the browser names countries only in English', async () => {
    setDisplayNames(NamesInEnglish);
    const useCountryNames = await hook();
    const { result, rerender } = renderHook(({ locale }) => useCountryNames(locale), {
      initialProps: { locale: 'pa-IN' },
    });
    expect(result.current).toBeNull(); // English names (country-codes.ts) until the file is here
    await waitFor(() => expect(result.current?.('IN')).toBe('ਭਾਰਤ'));
    expect(result.current?.('NP')).toBe(punjabi.NP);
    rerender({ locale: 'en-IN' });
    expect(result.current).toBeNull();
  });

  it("are the browser's own where it has them, with nothing fetched", async () => {
    const useCountryNames = await hook();
    const { result } = renderHook(() => useCountryNames('hi-IN'));
    expect(result.current?.('IN')).toBe(new RealNames(['hi-IN'], { type: 'region' }).of('IN'));
  });
});
