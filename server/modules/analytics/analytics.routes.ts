import { Hono } from 'hono';
import { ComprehensiveQuerySchema, RangeQuerySchema, TeacherPeriodQuerySchema } from '#contract/analytics';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validQuery } from '#server/lib/validate';
import { comprehensive, institution, school } from './analytics.handlers';
import { adminDashboard } from './dashboard.service';
import { studentAnalytics } from './student-analytics';
import { visibleStudent } from './student.service';
import { teacherAnalytics, visibleTeacher } from './teacher.service';

const MANAGERS = ['admin', 'institution_manager', 'school_manager'] as const;

/** /api/analytics/*: every figure computed from the database, scoped to the caller (404 outside, 403 wrong role). */
export const analyticsRoutes = new Hono<AppEnv>()
  .get('/dashboard', requireAuth('admin'), async (c) => c.json(await adminDashboard(c.var.db, c.var.env)))
  .get('/comprehensive', requireAuth(...MANAGERS), validQuery(ComprehensiveQuerySchema), async (c) =>
    c.json(await comprehensive(c.var.db, currentUser(c), await scopeOf(c), c.req.valid('query'))),
  )
  .get('/institution/:id', requireAuth('admin', 'institution_manager'), validQuery(RangeQuerySchema), async (c) =>
    c.json(await institution(c.var.db, await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
  )
  .get('/school/:id', requireAuth(...MANAGERS, 'teacher'), validQuery(RangeQuerySchema), async (c) =>
    c.json(await school(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
  )
  .get('/teacher/:id', requireAuth(...MANAGERS, 'teacher'), validQuery(TeacherPeriodQuerySchema), async (c) => {
    const teacher = await visibleTeacher(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
    return c.json(await teacherAnalytics(c.var.db, teacher, c.req.valid('query').period));
  })
  .get('/student/:id', requireAuth(), async (c) => {
    const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
    return c.json(await studentAnalytics(c.var.db, student));
  });
