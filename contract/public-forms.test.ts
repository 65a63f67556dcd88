import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryFromPhone, EnquirySchema, INDIA_STATES, US_STATES, VerifyOtpSchema } from './public-forms';

describe('public form options', () => {
  it('has the 17 countries, 33 Indian states and 50 US states', () => {
    expect(COUNTRIES).toHaveLength(17);
    expect(new Set(INDIA_STATES).size).toBe(33);
    expect(new Set(US_STATES).size).toBe(50);
  });

  it('reads the country from the longest matching prefix', () => {
    expect(countryFromPhone('+977 9812345678')?.name).toBe('Nepal');
    expect(countryFromPhone('+971501234567')?.name).toBe('UAE');
    expect(countryFromPhone('+880 1712 345678')?.name).toBe('Bangladesh');
    expect(countryFromPhone('+1 (415) 555-0100')?.name).toBe('United States');
    expect(countryFromPhone('+91-98765-43210')?.name).toBe('India');
    expect(countryFromPhone('98765 43210')).toBeNull();
    // None of the 17 prefixes starts another, so the rule shows with prefixes that do (+1 and +1268).
    const overlapping = [
      { name: 'Short', dialCode: '+1', states: null },
      { name: 'Long', dialCode: '+1268', states: null },
    ];
    expect(countryFromPhone('+1 268 555 0100', overlapping)?.name).toBe('Long');
    expect(countryFromPhone('+1 268 555 0100', [...overlapping].reverse())?.name).toBe('Long');
    expect(countryFromPhone('+1 415 555 0100', overlapping)?.name).toBe('Short');
  });

  it('fills the country of an enquiry from the phone', () => {
    const result = v.safeParse(EnquirySchema, {
      institutionName: 'A',
      phoneNumber: '+44 20 7946 0958',
      email: 'a@b.example',
      address: 'London',
      state: 'Kent',
    });
    expect(result.success && result.output.country).toBe('United Kingdom');
  });

  it('takes exactly 6 digits as a code', () => {
    expect(v.safeParse(VerifyOtpSchema, { sessionId: 's', otp: '012345' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', ' 123456x']) {
      expect(v.safeParse(VerifyOtpSchema, { sessionId: 's', otp }).success).toBe(false);
    }
  });
});
