import { describe, expect, it } from 'vitest';
import { isLocale, localeOf, preferredLocale } from './locales';

describe('the languages', () => {
  it('reads a browser language tag as one of ours, whatever its region or script', () => {
    expect(localeOf('hi')).toBe('hi-IN');
    expect(localeOf('hi-IN')).toBe('hi-IN');
    expect(localeOf('pa-Guru-IN')).toBe('pa-IN');
    expect(localeOf('PA_in')).toBe('pa-IN');
    expect(localeOf('en-GB')).toBe('en-IN');
    expect(localeOf('fr-FR')).toBeNull();
    expect(localeOf('')).toBeNull();
  });

  it("starts in the browser's first language we speak, else English", () => {
    expect(preferredLocale(['fr-FR', 'pa-IN', 'hi'])).toBe('pa-IN');
    expect(preferredLocale(['de', 'fr'])).toBe('en-IN');
    expect(preferredLocale([])).toBe('en-IN');
  });

  it('knows its own tags only', () => {
    expect(isLocale('hi-IN')).toBe(true);
    expect(isLocale('hi')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
