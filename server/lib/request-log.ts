import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { CLIENT_GONE_STATUS, HttpError } from './errors';
import type { Logger } from './logger';
import { routeLabel } from './route-label';

/** A caller's X-Request-Id is kept when it is this plain (a proxy's or the client's id); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export type RequestLogOptions = { logger: Logger; logRequests: boolean };

/**
 * The first middleware: gives the request its id (c.var.requestId, answered as X-Request-Id) and a logger that
 * carries it (c.var.log); then logs one line per request with LOG_REQUESTS, and every 5xx answer: at error level
 * with the error app.onError turned into it, or at warn for a 5xx the code meant (an HttpError); a request whose
 * client hung up mid-body, as an abort at info (status 499, never sent). Never logged: bodies, headers, query
 * strings (signed links).
 */
export function requestLog({ logger, logRequests }: RequestLogOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();

    await next();

    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    if (status < 500 && status !== CLIENT_GONE_STATUS && !logRequests) return;
    const line = {
      method: c.req.method,
      route: routeLabel(c),
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.var.user?.id,
    };
    const msg = `${line.method} ${line.path} ${status}`;
    // The client hung up before its request arrived (issue 38: logged as error-level 500s under slow lines).
    if (status === CLIENT_GONE_STATUS) {
      log.info({ ...line, aborted: true }, `${line.method} ${line.path}: the client hung up mid-request`);
      return;
    }
    // A 5xx the code chose to answer (HttpError: an in-flight idempotency key, a mail server down) is a warning;
    // an unexpected one is an error.
    if (status < 500) log.info(line, msg);
    else if (c.error instanceof HttpError) log.warn({ ...line, reason: c.error.message }, msg);
    else log.error({ ...line, err: c.error }, msg);
  });
}
