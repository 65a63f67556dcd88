import { Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AnySchema, Endpoint, PathParams } from '#contract/endpoint';
import type { AppContext, AppEnv } from './context';
import { validBody, validQuery } from './validate';

type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
/** What a handler gets, checked by the entry's schemas: the path's params, the query and the body. */
export type EndpointInput<E extends Endpoint> = {
  params: PathParams<E['path']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};
/**
 * What a handler gives back: the answer, sent as JSON with the entry's status; or a Response of its own: a file's,
 * or an answer the error shape does not cover (a readiness probe's 503 with its checks, an import's refused rows).
 */
export type EndpointResult<E extends Endpoint> =
  | (E['answer'] extends AnySchema ? v.InferInput<E['answer']> : never)
  | Response;
export type EndpointHandler<E extends Endpoint> = (
  c: AppContext,
  input: EndpointInput<E>,
) => Promise<EndpointResult<E>>;

/** The entry a route was registered from: the coverage test reads it from app.routes. */
export const ENDPOINT_OF = Symbol('endpoint');

/**
 * The routes of one area, mounted under `prefix` (app.ts), registered from the contract's entries: `serve` runs the
 * guards (who may call: a 401 or 403 first), then the entry's query and body validation (a 400 in the error shape),
 * then the handler.
 * The entry's path is the full one under /api; the router takes the part after the prefix.
 */
export function endpointRoutes(prefix: `/${string}`) {
  const router = new Hono<AppEnv>();
  // Hono's typed overloads want each handler's type; these are checked by EndpointHandler above.
  const on = router.on.bind(router) as unknown as (method: string, path: string, ...h: MiddlewareHandler[]) => void;
  function serve<E extends Endpoint>(entry: E, guards: MiddlewareHandler<AppEnv>[], handler: EndpointHandler<E>) {
    if (entry.path !== prefix && !entry.path.startsWith(`${prefix}/`)) {
      throw new Error(`${entry.method} ${entry.path} is not under ${prefix}`);
    }
    const path = entry.path.slice(prefix.length) || '/';
    const validators: MiddlewareHandler<AppEnv>[] = [];
    if (entry.query) validators.push(validQuery(entry.query) as unknown as MiddlewareHandler<AppEnv>);
    if (entry.body) validators.push(validBody(entry.body) as unknown as MiddlewareHandler<AppEnv>);
    const final = async (c: AppContext) => {
      const input = {
        params: c.req.param(),
        query: entry.query ? c.req.valid('query' as never) : undefined,
        body: entry.body ? c.req.valid('json' as never) : undefined,
      } as EndpointInput<E>;
      const result = await handler(c, input);
      if (result instanceof Response) return result;
      return c.json(result as object, entry.status ?? 200);
    };
    on(entry.method, path, ...guards, ...validators, Object.assign(final, { [ENDPOINT_OF]: entry }));
    return api;
  }
  const api = { router, serve };
  return api;
}
