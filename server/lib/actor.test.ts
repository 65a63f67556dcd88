import { describe, expect, it } from 'vitest';
import { clientTime, deviceSkew } from './actor';

// Device times (docs/decisions/011, 020): corrected by the sending device's skew, never refused.
const NOW = Date.parse('2026-11-26T03:00:00Z');
const H = 3_600_000;

describe('deviceSkew', () => {
  it('reads how far the device clock is from the server’s, ignoring two minutes of delay and drift', () => {
    expect(deviceSkew(new Date(NOW - 5 * H).toISOString(), NOW)).toBe(-5 * H);
    expect(deviceSkew(new Date(NOW + 5 * H).toISOString(), NOW)).toBe(5 * H);
    expect(deviceSkew(new Date(NOW - 119_000).toISOString(), NOW)).toBe(0);
  });

  it('takes a missing, unreadable or oversized header as no skew', () => {
    for (const header of [undefined, '', 'yesterday', '\u0000', `${'9'.repeat(41)}`, 'NaN']) {
      expect(deviceSkew(header, NOW)).toBe(0);
    }
  });
});

describe('clientTime', () => {
  it('corrects a device time by the skew: a laptop 5 hours behind dates its class now', () => {
    const deviceTime = new Date(NOW - 5 * H - 60_000).toISOString();
    expect(clientTime(deviceTime, -5 * H, NOW).toISOString()).toBe('2026-11-26T02:59:00.000Z');
    expect(clientTime(deviceTime, 0, NOW).toISOString()).toBe('2026-11-25T21:59:00.000Z');
  });

  it('replaces a time still implausible after the correction by the receive time', () => {
    expect(clientTime('2000-01-01T08:00:00Z', 0, NOW).getTime()).toBe(NOW);
    expect(clientTime(new Date(NOW + H).toISOString(), 0, NOW).getTime()).toBe(NOW);
    // A time recorded right, sent after the clock fell 5 hours behind: corrected into the future, so replaced.
    expect(clientTime(new Date(NOW - 60_000).toISOString(), -5 * H, NOW).getTime()).toBe(NOW);
    expect(clientTime(undefined, 0, NOW).getTime()).toBe(NOW);
  });
});
