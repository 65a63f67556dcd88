import { SERVER_MESSAGES } from '#contract/server-messages';
import type { FieldError } from '#contract/errors';

/** Thrown anywhere in a handler or service; app.onError turns it into the one error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}

/** The client hung up before its request arrived whole: nobody is left to answer, and the server did nothing wrong. */
export class ClientGone extends Error {
  readonly clientGone = true; // not an Error by shape alone: `instanceof` narrows on it
  constructor(cause: unknown) {
    super('The client closed the connection before its request arrived', { cause });
  }
}

/** Status logged for a request whose client hung up (nginx's 'client closed request'); never reaches anyone. */
export const CLIENT_GONE_STATUS = 499;

export const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

/** A field-level 400 for rules checked in a service (after the schema passed). */
export const fieldError = (field: string, msg: string) => new HttpError(400, msg, [{ field, msg }]);
