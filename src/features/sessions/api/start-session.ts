import type { StartSlideSessionResponse } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import type { StartBody } from '../offline/teaching-types';

/**
 * POST /api/class-sessions/start-slide-session. The server upserts by the client's session id, so a retry is
 * harmless; a short timeout lets a patchy connection fall back to the device quickly.
 */
export const startSlideSession = (body: StartBody, idempotencyKey: string) =>
  api
    .post('class-sessions/start-slide-session', {
      json: body,
      headers: { 'Idempotency-Key': idempotencyKey },
      timeout: 10_000,
    })
    .json<StartSlideSessionResponse>();
