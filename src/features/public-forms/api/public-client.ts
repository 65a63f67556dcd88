import ky from 'ky';
import { isApiErrorBody } from '#contract/errors';
import { ApiError } from '#src/lib/api-client';

/**
 * The public enquiry and application calls go to their own base (spec 03 §7), set at build time with
 * VITE_PUBLIC_API_BASE and by default this server's /api/public. They never carry the sign-in token.
 */
export const PUBLIC_API_BASE: string = (import.meta.env.VITE_PUBLIC_API_BASE as string | undefined) || '/api/public';

export const publicApi = ky.create({
  prefixUrl: PUBLIC_API_BASE,
  timeout: 30_000,
  retry: 0,
  credentials: 'omit',
  hooks: {
    beforeError: [
      async (error) => {
        let body: unknown = null;
        try {
          body = await error.response.clone().json();
        } catch {
          // Not JSON: keep ky's message.
        }
        // Without the server's error body the form shows its fallback ('Failed to submit enquiry', …).
        const apiError = isApiErrorBody(body)
          ? new ApiError(error.response.status, body.error, body.details)
          : new ApiError(error.response.status, '');
        return Object.assign(error, { apiError, message: apiError.message || error.message });
      },
    ],
  },
});

/**
 * A POST without an Idempotency-Key on purpose: submitting the same form again must send a NEW code (after a
 * lost e-mail or five wrong tries), not replay the first answer.
 */
export const postPublic = <T>(path: string, json: unknown) => publicApi.post(path, { json }).json<T>();
