/**
 * How the device sends its outbox (ARCHITECTURE.md §5): what an answer means for an entry, how long to wait before
 * the next try, when an entry counts as stale, and the warnings an accepted end carries. Pure, no I/O.
 */
import type { EndSessionAnswer } from '#contract/sessions-endpoints';

/**
 * The device's own notes on a change's last failure, kept in its `lastError` beside the server's messages: codes,
 * never English (the worker has no words for people). The page says them in the teacher's language
 * (src/offline/page/last-error.ts).
 */
export const NO_CONNECTION = 'device:no-connection';
/** Refused with no message from the server: the code and the HTTP status ('device:refused:409'). */
export const REFUSED = 'device:refused:';
export const refusedNote = (status: number | null) => `${REFUSED}${status}`;

/**
 * The warnings an end-session answer carries (its marks not taken), as the Sync panel shows them: the student's
 * name and the server's reason, as they came.
 */
export function endWarnings(answer: Pick<EndSessionAnswer, 'mark_issues'>): string[] {
  return answer.mark_issues.map((i) => `${i.name}: ${i.reason}`);
}

/**
 * What a send's outcome means for the entry: confirmed; retry later (network error, 5xx, 408, 429);
 * wait for the same user to sign in again (401); or needs the teacher's attention (any other 4xx).
 * `status` is null when the request never got an answer.
 */
export type SendOutcome = 'confirmed' | 'retry' | 'auth' | 'attention';
export function classifyResponse(status: number | null): SendOutcome {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'confirmed';
  if (status === 401) return 'auth';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'attention';
}

export const BACKOFF = { firstMs: 1000, maxMs: 5 * 60_000 } as const;

/** 1 s doubling to 5 min, with ±25 % jitter so many devices do not retry in step. `random` in [0, 1). */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random * 0.5));
}

/** An entry not confirmed for this long while the device is online is flagged in the Sync panel. */
export const STALE_AFTER_MS = 10 * 60_000;
