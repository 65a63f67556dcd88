import { analytics } from '#contract/analytics-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { scopeOf } from '#server/lib/scope';
import { comprehensive, institution, school } from './analytics.handlers';
import { adminDashboard } from './dashboard.service';
import { studentAnalytics } from './student-analytics';
import { visibleStudent } from './student.service';
import { teacherAnalytics, visibleTeacher } from './teacher.service';

const MANAGERS = ['admin', 'institution_manager', 'school_manager'] as const;

/** /api/analytics/*: every figure computed from the database, scoped to the caller (404 outside, 403 wrong role). */
export const analyticsRoutes = endpointRoutes('/analytics')
  .serve(analytics.dashboard, [requireAuth('admin')], (c) => adminDashboard(c.var.db, c.var.env))
  .serve(analytics.comprehensive, [requireAuth(...MANAGERS)], async (c, { query }) =>
    comprehensive(c.var.db, currentUser(c), await scopeOf(c), query),
  )
  .serve(analytics.institution, [requireAuth('admin', 'institution_manager')], async (c, { params, query }) =>
    institution(c.var.db, await scopeOf(c), params.id, query),
  )
  .serve(analytics.school, [requireAuth(...MANAGERS, 'teacher')], async (c, { params, query }) =>
    school(c.var.db, currentUser(c), await scopeOf(c), params.id, query),
  )
  .serve(analytics.teacher, [requireAuth(...MANAGERS, 'teacher')], async (c, { params, query }) => {
    const teacher = await visibleTeacher(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return teacherAnalytics(c.var.db, teacher, query.period);
  })
  .serve(analytics.student, [requireAuth()], async (c, { params }) => {
    const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return studentAnalytics(c.var.db, student);
  }).router;
