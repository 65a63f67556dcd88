import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, DEFAULT_COUNTRY_ISO, countryByIso, formatPhone, joinPhone, splitPhone } from './country-codes';

describe('country codes', () => {
  it('has about 230 countries, unique, each with code, name and flag; India +91 is the default', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(220);
    expect(COUNTRY_CODES.length).toBeLessThanOrEqual(240);
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
    for (const c of COUNTRY_CODES) expect(c.code).toMatch(/^\+\d{1,4}$/);
    expect(countryByIso(DEFAULT_COUNTRY_ISO)).toMatchObject({ name: 'India', code: '+91' });
  });

  it('splits a stored phone on the longest matching code', () => {
    expect(splitPhone('+919876543210')).toEqual({ iso: 'IN', digits: '9876543210' });
    expect(splitPhone('+12025550100')).toEqual({ iso: 'US', digits: '2025550100' });
    expect(splitPhone('+12425550100').iso).toBe('BS'); // +1242 beats +1
    expect(splitPhone('9876543210')).toEqual({ iso: 'IN', digits: '9876543210' });
    expect(splitPhone(null)).toEqual({ iso: 'IN', digits: '' });
  });

  it('joins code and digits, digits only; no digits gives an empty phone', () => {
    expect(joinPhone('IN', '98765 43210')).toBe('+919876543210');
    expect(joinPhone('GB', '')).toBe('');
    expect(formatPhone('+919876543210')).toBe('+91\u00a09876543210');
  });
});
