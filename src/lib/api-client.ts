import ky, { HTTPError } from 'ky';
import { DEVICE_TIME_HEADER } from '#contract/device-time';
import { contractText } from '#src/i18n/contract-text';
import { isApiErrorBody, type FieldError } from '#contract/errors';
import { session } from './session';

/** An API failure with the server's error body (rule 6), readable synchronously. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

/**
 * The one HTTP client: base /api, bearer token, the device's clock (the server corrects device times by its skew),
 * any 401 clears the session (spec 01 §4).
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = session.token();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set(DEVICE_TIME_HEADER, new Date().toISOString());
      },
    ],
    beforeError: [
      async (error) => {
        const { response } = error;
        let body: unknown = null;
        try {
          body = await response.clone().json();
        } catch {
          // Not JSON: keep ky's message.
        }
        if (response.status === 401 && session.token()) session.clear();
        // Without the server's error body (a proxy's HTML page, say) the screen shows its fallback (spec 03 §8).
        const apiError = isApiErrorBody(body)
          ? new ApiError(response.status, body.error, body.details)
          : new ApiError(response.status, '');
        return Object.assign(error, { apiError, message: apiError.message || error.message });
      },
    ],
  },
});

/** The API error behind a failed call, or null (a network failure, for one). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return (error as HTTPError & { apiError?: ApiError }).apiError ?? null;
  return null;
}

/**
 * The text to show for a failed call (spec 02 §8): the joined detail messages, else the server's error, else
 * the screen's fallback; in the reader's language when the message is one of the contract's (issue 42).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return fallback;
  if (apiError.details.length > 0) return apiError.details.map((d) => contractText(d.msg)).join(', ');
  return apiError.message ? contractText(apiError.message) : fallback;
}

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}
