import { Hono } from 'hono';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { studentProgress, visibleStudent } from '../analytics/student.service';

/**
 * GET /api/students/{id}/progress (spec 01 §7, spec 03 My Progress): the same answer as /api/analytics/student/{id}.
 * Mounted at /api/students beside the students module; it defines only this path and no middleware.
 */
export const progressRoutes = new Hono<AppEnv>().get('/:id/progress', requireAuth(), async (c) => {
  const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
  return c.json(await studentProgress(c.var.db, student));
});
