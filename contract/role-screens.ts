import type { Role } from './roles';

/**
 * The module that draws each page whose screen depends on the role (spec 01 §2.5 the dashboards, §6 analytics).
 * The server names the role's files in the page's HTML, and public/session-check.js asks for the stored user's
 * before the entry script has run (server/lib/route-preloads.ts, issue 14). The client's registries import the same
 * modules (preload-dashboard.ts, preload-analytics.ts; their tests hold them to this list).
 */
export const ROLE_SCREENS: Record<string, Record<Role, string>> = {
  '/dashboard': {
    admin: 'src/features/dashboard/components/admin/admin-dashboard.tsx',
    institution_manager: 'src/features/dashboard/components/institution/institution-dashboard.tsx',
    school_manager: 'src/features/dashboard/components/school/school-manager-dashboard.tsx',
    teacher: 'src/features/dashboard/components/teacher/teacher-dashboard.tsx',
    student: 'src/features/dashboard/components/student/student-dashboard.tsx',
  },
  '/analytics': {
    admin: 'src/features/analytics/components/general/general-analytics.tsx',
    institution_manager: 'src/features/analytics/components/general/general-analytics.tsx',
    school_manager: 'src/features/analytics/components/general/general-analytics.tsx',
    teacher: 'src/features/analytics/components/teacher/teaching-analytics.tsx',
    student: 'src/features/analytics/components/student/student-analytics.tsx',
  },
};
