import { describe, expect, it } from 'vitest';
import { parseTypedDay, readAnalyticsSearch, resolveRange } from './analytics-search';

const TODAY = '2026-11-21';

describe('the analytics URL', () => {
  it('keeps 7, 90 and 365 days, drops the default 30 and anything else', () => {
    expect(readAnalyticsSearch({ range: 7 }, TODAY)).toEqual({ period: undefined, range: 7 });
    expect(readAnalyticsSearch({ range: '365' }, TODAY)).toEqual({ period: undefined, range: 365 });
    expect(readAnalyticsSearch({ range: 30 }, TODAY)).toEqual({ period: undefined });
    expect(readAnalyticsSearch({ range: 12 }, TODAY)).toEqual({ period: undefined });
    expect(readAnalyticsSearch({ period: '1week' }, TODAY).period).toBe('1week');
    expect(readAnalyticsSearch({ period: 'forever' }, TODAY).period).toBeUndefined();
  });

  it('takes a custom pair, caps the end at today and refuses a start after the end', () => {
    expect(readAnalyticsSearch({ range: 'custom', from: '2026-11-01', to: '2030-01-01' }, TODAY)).toMatchObject({
      range: 'custom',
      from: '2026-11-01',
      to: TODAY,
    });
    expect(readAnalyticsSearch({ range: 'custom', from: '2026-11-10', to: '2026-11-01' }, TODAY).range).toBeUndefined();
    expect(readAnalyticsSearch({ range: 'custom', from: 'yesterday', to: TODAY }, TODAY).range).toBeUndefined();
  });

  it('resolves the last N days ending today, both ends included', () => {
    expect(resolveRange({}, TODAY)).toEqual({ startDate: '2026-10-23', endDate: TODAY });
    expect(resolveRange({ range: 7 }, TODAY)).toEqual({ startDate: '2026-11-15', endDate: TODAY });
    expect(resolveRange({ range: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });
});

describe('typed dates', () => {
  it('accepts only complete dates', () => {
    expect(parseTypedDay('2026-11-15')).toBe('2026-11-15');
    expect(parseTypedDay('5 Nov 2026')).toBe('2026-11-05');
    expect(parseTypedDay('15 November 2026')).toBe('2026-11-15');
    for (const partial of ['2', '2026', '2026-11', '15 Nov', '31 Feb 2026', '2026-02-30'])
      expect(parseTypedDay(partial)).toBeNull();
  });
});
