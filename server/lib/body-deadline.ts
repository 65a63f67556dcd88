import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ClientGone, HttpError } from './errors';

/**
 * The longest a request's body may take to arrive (issue 38: a body sent a byte at a time held its connection for
 * 314 s, until Node's own 300 s limit). Counted from the request's headers. BODY_TIMEOUT_SECONDS sets another.
 */
export const BODY_TIMEOUT_MS = 60_000;
/**
 * A large body announced by its Content-Length (a 50 MB deck) may take longer, at no less than this rate (1 Mbit/s:
 * 50 MB in 400 s): an upload over a school's slow line is not cut, a trickle is. Never more than the body limit.
 */
export const MIN_BODY_BYTES_PER_SECOND = 128 * 1024;
export const BODY_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/** How long this request's body may take: the bound, or its announced length at the floor rate. */
export function bodyAllowanceMs(contentLength: string | undefined, timeoutMs = BODY_TIMEOUT_MS): number {
  const length = Number(contentLength);
  if (!Number.isFinite(length) || length <= 0) return timeoutMs;
  return Math.max(timeoutMs, Math.ceil((length / MIN_BODY_BYTES_PER_SECOND) * 1000));
}

/** Why this request's body could not be read (late, or its client gone), once its read has failed. */
const failures = new WeakMap<Context, HttpError | ClientGone>();

/**
 * The reason this request's body failed, if it did. Readers that turn any failure into their own answer (a
 * multipart parser: 'not a valid form'; Hono's JSON validator: 'malformed JSON') are overruled with it.
 */
export function bodyFailure(c: Context): HttpError | ClientGone | undefined {
  return failures.get(c);
}

/**
 * Every reader of the body (the input guard, the idempotency hash, uploads) reads it through a stream with a
 * deadline: past it the read fails with a 408 (the connection is closed after the answer). A read that fails
 * because the client hung up is a ClientGone, which the request log records as an abort, not as a server error.
 * A body nobody reads costs no timer.
 */
export function bodyDeadline(timeoutMs = BODY_TIMEOUT_MS) {
  return createMiddleware(async (c, next) => {
    const source = c.req.raw.body;
    if (!source) return next();
    const deadline = Date.now() + bodyAllowanceMs(c.req.header('content-length'), timeoutMs);
    const reader = source.getReader();
    const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: HttpError | ClientGone) => {
      if (!failures.has(c)) failures.set(c, error);
      controller.error(failures.get(c));
    };
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const read = reader.read();
        read.catch(() => {}); // a read left behind by the deadline fails later, when the connection closes
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
        });
        try {
          const result = await Promise.race([read, late]);
          if (result === 'late') fail(controller, new HttpError(408, BODY_TIMEOUT_MESSAGE));
          else if (result.done) controller.close();
          else controller.enqueue(result.value);
        } catch (error) {
          fail(controller, new ClientGone(error));
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
    await next();
  });
}
