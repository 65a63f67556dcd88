import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import type { StartBody } from '#src/offline/page/teaching/teaching-types';

/**
 * POST /api/class-sessions/start-slide-session. The server upserts by the client's session id, so a retry is
 * harmless; a short timeout lets a patchy connection fall back to the device quickly.
 */
export const startSlideSession = (body: StartBody, idempotencyKey: string) =>
  call(sessions.startSlideSession, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, timeout: 10_000 });
