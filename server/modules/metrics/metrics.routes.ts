import { system } from '#contract/system-endpoints';
import { sha256 } from '#server/lib/crypto';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { sameText } from '#server/lib/secret';

/**
 * GET /api/metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN (Authorization: Bearer …).
 * Without METRICS_TOKEN the metrics are off and the route answers 404 like any unknown API path.
 */
export const metricsRoutes = endpointRoutes('/metrics').serve(system.metrics, [], async (c) => {
  const expected = c.var.env.metricsToken;
  if (!expected) return c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404);
  const header = c.req.header('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  // Compared as digests of one length, in constant time: the answer's timing tells nothing of the token.
  if (!given || !sameText(sha256(given), sha256(expected))) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return c.json({ error: 'A valid metrics token is required' }, 401);
  }
  return c.body(await c.var.metrics.scrape(), 200, {
    'content-type': c.var.metrics.registry.contentType,
    'cache-control': 'no-store',
  });
}).router;
