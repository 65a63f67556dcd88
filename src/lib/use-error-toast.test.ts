import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { connectionFailure } from './use-error-toast';

// Issue 14: offline or with the server out of reach, the connection banner says so; a failed call then toasts no
// error over the saved data. Any other failure still toasts.
describe('connectionFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a call that never reached the server, or a proxy without the server behind it', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(connectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(connectionFailure(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
    for (const status of [502, 503, 504]) expect(connectionFailure(new ApiError(status, ''))).toBe(true);
  });

  it('is any failure while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(connectionFailure(new ApiError(500, 'Internal error'))).toBe(true);
  });

  it('is not an answer the server gave: those still toast', () => {
    vi.stubGlobal('navigator', { onLine: true });
    for (const status of [400, 403, 404, 500]) expect(connectionFailure(new ApiError(status, 'No'))).toBe(false);
    expect(connectionFailure(new Error('Something else'))).toBe(false);
  });
});
