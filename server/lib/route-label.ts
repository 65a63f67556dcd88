import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern a request went to ('/api/users/:id'), never its path: ids would make a label per record.
 * Read after the handlers ran. The route that answered when it is a method's route (the built app's catch-all
 * GET '*' is 'static'); when a middleware answered first (a replayed Idempotency-Key, a refused body), the route
 * the request was going to; 'unmatched' when no route of the API matched (the API's 404).
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return catchAll(answered.path) ? 'static' : answered.path;
  return routes.find((r) => r.method !== 'ALL' && !catchAll(r.path))?.path ?? 'unmatched';
}

/** app.get('*') of server/lib/static.ts: the built app's files and its deep links. */
const catchAll = (path: string) => path === '*' || path === '/*';
