import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian } from './format';

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
