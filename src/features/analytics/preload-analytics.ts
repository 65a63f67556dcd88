import type { PublicUser } from '#contract/user';
import { preloadable } from '#src/lib/preloadable';

// Each role loads only its own view's code.
export const roleAnalytics = {
  general: preloadable(
    () => import('./components/general/general-analytics'),
    (m) => m.GeneralAnalyticsView,
  ),
  teacher: preloadable(
    () => import('./components/teacher/teaching-analytics'),
    (m) => m.TeachingAnalytics,
  ),
  student: preloadable(
    () => import('./components/student/student-analytics'),
    (m) => m.StudentAnalyticsView,
  ),
};

/** The view of /analytics a role sees (spec 01 §6): the managers' and admin's, the teacher's or the student's. */
export function analyticsViewOf(user: Pick<PublicUser, 'role'>): keyof typeof roleAnalytics {
  if (user.role === 'teacher' || user.role === 'student') return user.role;
  return 'general';
}

/**
 * Starts loading the role's /analytics view with the route's own code, not after it has rendered (issue 14).
 * Resolves when it is here (or failed to come).
 */
export function preloadAnalytics(user: PublicUser): Promise<unknown> {
  return roleAnalytics[analyticsViewOf(user)].preload().catch(() => undefined);
}
