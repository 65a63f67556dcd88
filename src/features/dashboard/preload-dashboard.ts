import type { ComponentType } from 'react';
import type { PublicUser } from '#contract/user';
import { yieldToMain } from '#src/lib/idle';
import { preloadable } from '#src/lib/preloadable';

// Each role loads only its own dashboard's code.
export const roleDashboards = {
  admin: preloadable(
    () => import('./components/admin/admin-dashboard'),
    (m) => m.AdminDashboard,
  ),
  institution_manager: preloadable(
    () => import('./components/institution/institution-dashboard'),
    (m) => m.InstitutionDashboard,
  ),
  school_manager: preloadable(
    () => import('./components/school/school-manager-dashboard'),
    (m) => m.SchoolManagerDashboard,
  ),
  teacher: preloadable(
    () => import('./components/teacher/teacher-dashboard'),
    (m) => m.TeacherDashboard,
  ),
  student: preloadable(
    () => import('./components/student/student-dashboard'),
    (m) => m.StudentDashboard,
  ),
};

/** The dashboard a role sees, drawn for the signed-in user (the admin's reads nothing of it); null for no role. */
export function dashboardOf(role: string): ComponentType<{ user: PublicUser }> | null {
  return Object.hasOwn(roleDashboards, role) ? roleDashboards[role as keyof typeof roleDashboards].Component : null;
}

/**
 * Starts loading a role's dashboard code, and once it is here, the data its first screen shows, so a reload of
 * /dashboard fetches both while the stored session is checked instead of after (issue 14). A session the server
 * turns down ends at the first 401, as it would anyway. Resolves when the code is here (or failed to come).
 */
export function preloadDashboard(user: PublicUser): Promise<unknown> {
  // Each prefetch in a task after its module's evaluation, not in the same long task (issue 40).
  const after = <M>(module: M) => yieldToMain().then(() => module);
  const loading = {
    admin: () =>
      roleDashboards.admin
        .preload()
        .then(after)
        .then((m) => m.prefetchAdminDashboard()),
    institution_manager: () => roleDashboards.institution_manager.preload(),
    school_manager: () => roleDashboards.school_manager.preload(),
    teacher: () =>
      roleDashboards.teacher
        .preload()
        .then(after)
        .then((m) => m.prefetchTeacherDashboard(user)),
    student: () =>
      roleDashboards.student
        .preload()
        .then(after)
        .then((m) => m.prefetchStudentDashboard(user)),
  }[user.role];
  return loading ? loading().catch(() => undefined) : Promise.resolve();
}
