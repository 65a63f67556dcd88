import { SERVER_MESSAGES } from '#contract/server-messages';
import { HttpError } from './errors';

/** The one answer when a write found the disk full (ENOSPC, a quota): nothing was saved, and retrying later works. */
export const DISK_FULL_MESSAGE = SERVER_MESSAGES.diskFull;

/** How a job waiting for space says why (it runs again by itself once there is room). */
export const DISK_FULL_JOB_MESSAGE =
  "Waiting for disk space: the server's disk is full. This continues by itself once space is freed.";

const CODES = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's disk_full SQLSTATE, and the words of its errors (and PGlite's) when a file cannot grow. */
const SQLSTATE_DISK_FULL = '53100';
const WORDS = /no space left on device|could not extend file|disk quota exceeded/i;

/** A write failed because the disk (or the user's quota) is full: the error or any of its causes says so. */
export function isDiskFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || code === SQLSTATE_DISK_FULL)) return true;
    if (typeof message === 'string' && WORDS.test(message)) return true;
  }
  return false;
}

/** The disk-full answer: 503, so a device's outbox keeps the request and sends it again later. */
export const diskFull = () => new HttpError(503, DISK_FULL_MESSAGE);

/** Retries a write that found the disk full (a job's own bookkeeping) until it is stored or `signal` stops it. */
export async function retryWhileDiskFull(write: () => Promise<void>, signal: AbortSignal): Promise<void> {
  for (let wait = 1_000; ; wait = Math.min(wait * 2, 60_000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDiskFull(error) || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  }
}
