import { Hono } from 'hono';
import { RangeQuerySchema } from '#contract/analytics';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validQuery } from '#server/lib/validate';
import { institution, school } from './analytics.handlers';

/**
 * GET /api/institutions/{id}/analytics and GET /api/schools/{id}/analytics (spec 01 §7). Mounted at
 * /api/institutions and /api/schools beside those modules: these routers define only the /:id/analytics path
 * and no middleware, so they shadow nothing of theirs.
 */
export const institutionAnalyticsRoutes = new Hono<AppEnv>().get(
  '/:id/analytics',
  requireAuth('admin', 'institution_manager'),
  validQuery(RangeQuerySchema),
  async (c) => c.json(await institution(c.var.db, await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
);

export const schoolAnalyticsRoutes = new Hono<AppEnv>().get(
  '/:id/analytics',
  requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
  validQuery(RangeQuerySchema),
  async (c) =>
    c.json(await school(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
);
