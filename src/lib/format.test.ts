import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatRupees, formatTime, groupIndian } from './format';

describe('Indian digit grouping and rupees', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(100000)).toBe('1,00,000');
    expect(groupIndian(123456789)).toBe('12,34,56,789');
    expect(groupIndian(2400.5)).toBe('2,400.5');
  });

  it('writes rupees with ₹', () => {
    expect(formatRupees(2400)).toBe('₹2,400');
    expect(formatRupees(1500000)).toBe('₹15,00,000');
    expect(formatRupees(-1200)).toBe('-₹1,200');
    expect(formatRupees(null)).toBe('₹0');
  });
});

describe('dates and times, written out as en-IN would', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options);
  const date = intl({ day: 'numeric', month: 'short', year: 'numeric' });
  const dateTime = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const time = intl({ hour: 'numeric', minute: '2-digit' });

  it('matches Intl for every month, every hour and both single- and double-digit days and minutes', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const when = new Date(2026, month, hour % 2 ? 9 : 28, hour, hour % 3 ? 5 : 47);
        const iso = when.toISOString();
        expect(formatDate(iso)).toBe(date.format(when));
        expect(formatDateTime(iso)).toBe(dateTime.format(when));
        expect(formatTime(iso)).toBe(time.format(when));
      }
    }
  });

  it('writes a calendar day as day and month, as the chart axes show it', () => {
    const dayMonth = intl({ day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-0${month % 9 || 1}`;
      expect(formatDayMonth(day)).toBe(dayMonth.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('answers a dash for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('—');
      expect(formatDateTime(value)).toBe('—');
      expect(formatTime(value)).toBe('—');
    }
  });
});
