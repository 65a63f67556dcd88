import type { Role } from '#contract/roles';

/**
 * Starts loading a role's dashboard code (the same chunks the dashboard's lazy components import), so a reload of
 * /dashboard fetches it while the stored session is checked instead of after (issue 14).
 */
export function preloadDashboard(role: Role): void {
  const load = {
    admin: () => import('./components/admin/admin-dashboard'),
    institution_manager: () => import('./components/institution/institution-dashboard'),
    school_manager: () => import('./components/school/school-manager-dashboard'),
    teacher: () => import('./components/teacher/teacher-dashboard'),
    student: () => import('./components/student/student-dashboard'),
  }[role];
  void load?.().catch(() => undefined);
}
