import { i18n } from '@lingui/core';
import ky from 'ky';
import { DEFAULT_LOCALE } from '#contract/locales';
import { type AnswerOf, answerProblem, type BodyOf } from '#contract/endpoint';
import { isApiErrorBody } from '#contract/errors';
import type { publicForms } from '#contract/public-forms-endpoints';
import { ApiError } from '#src/lib/api-client';

/** The entries' paths start with it; the public base stands for it. */
const PUBLIC_PREFIX = '/public/';

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
    // The verification e-mail is written in the form's language (issue 42).
    beforeRequest: [(request) => request.headers.set('Accept-Language', i18n.locale || DEFAULT_LOCALE)],
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

type PublicEntry = (typeof publicForms)[keyof typeof publicForms];

/**
 * Calls a public form's endpoint (contract/public-forms-endpoints.ts) at the public base, which stands for /api/public:
 * the typed answer, checked against the entry's schema in development and tests, as `call` does (src/lib/api-call.ts).
 * A POST without an Idempotency-Key on purpose: submitting the same form again must send a NEW code (after a
 * lost e-mail or five wrong tries), not replay the first answer.
 */
export async function postPublic<E extends PublicEntry>(entry: E, body: BodyOf<E>): Promise<AnswerOf<E>> {
  const answer: unknown = await publicApi.post(entry.path.slice(PUBLIC_PREFIX.length), { json: body }).json();
  if (import.meta.env.DEV) {
    const problem = answerProblem(entry, answer);
    if (problem) throw new Error(`${entry.method} ${entry.path} answered off its schema: ${problem}`);
  }
  return answer as AnswerOf<E>;
}
