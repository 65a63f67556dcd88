import type { PublicUser } from '#contract/user';

/**
 * Starts loading a role's dashboard code (the same chunks the dashboard's lazy components import), and once it is
 * here, the data its first screen shows, so a reload of /dashboard fetches both while the stored session is
 * checked instead of after (issue 14). A session the server turns down ends at the first 401, as it would anyway.
 */
export function preloadDashboard(user: PublicUser): void {
  const load = {
    admin: () => import('./components/admin/admin-dashboard').then((m) => m.prefetchAdminDashboard()),
    institution_manager: () => import('./components/institution/institution-dashboard'),
    school_manager: () => import('./components/school/school-manager-dashboard'),
    teacher: () => import('./components/teacher/teacher-dashboard').then((m) => m.prefetchTeacherDashboard(user)),
    student: () => import('./components/student/student-dashboard').then((m) => m.prefetchStudentDashboard(user)),
  }[user.role];
  void load?.().catch(() => undefined);
}
