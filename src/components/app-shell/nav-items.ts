import type { Role } from '#contract/roles';

export type NavItem = { label: string; to: string };

/** Sidebar entries per role, exactly as spec 01 §2.3. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Users', to: '/users' },
    { label: 'Institutions', to: '/institutions' },
    { label: 'Schools', to: '/schools' },
    { label: 'Course Materials', to: '/course-materials' },
    { label: 'Explainer Videos', to: '/explainer-videos' },
    { label: 'Analytics', to: '/analytics' },
  ],
  institution_manager: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Schools', to: '/schools' },
    { label: 'School Managers', to: '/school-managers' },
    { label: 'Teachers', to: '/teachers' },
    { label: 'Students', to: '/students' },
    { label: 'Analytics', to: '/analytics' },
  ],
  school_manager: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Teachers', to: '/teachers' },
    { label: 'Students', to: '/students' },
    { label: 'Classes', to: '/classes' },
    { label: 'Analytics', to: '/analytics' },
  ],
  teacher: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Classes', to: '/classes' },
    { label: 'Manage Slides', to: '/manage-slides' },
    { label: 'Log Session', to: '/log-session' },
    { label: 'All Sessions', to: '/sessions' },
    { label: 'Assessments', to: '/teacher/assessments' },
    { label: 'Surveys', to: '/teacher/surveys' },
    { label: 'Students', to: '/students' },
    { label: 'Explainer Videos', to: '/explainer-videos' },
    { label: 'Analytics', to: '/analytics' },
  ],
  student: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Progress', to: '/progress' },
    { label: 'Assessments', to: '/student/assessments' },
    { label: 'Surveys', to: '/student/surveys' },
    { label: 'Explainer Videos', to: '/explainer-videos' },
  ],
};

/**
 * The screens a role uses that spec 01's sidebar leaves out, reachable before only from a dashboard button or
 * another screen (issue 40): a second group under the spec's entries.
 */
export const MORE_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  admin: [
    { label: 'All Sessions', to: '/sessions' },
    { label: 'Import Students', to: '/students/import' },
    { label: 'Enquiries & Applications', to: '/enquiries' },
    { label: 'Development Mailbox', to: '/mailbox' },
    { label: 'Load Unsent Changes', to: '/unsent-changes' },
  ],
  institution_manager: [{ label: 'Sessions', to: '/sessions' }],
  school_manager: [
    { label: 'Schools', to: '/schools' },
    { label: 'Sessions', to: '/sessions' },
    { label: 'Import Students', to: '/students/import' },
  ],
  teacher: [{ label: 'Assessment Analytics', to: '/teacher/assessment-analytics' }],
  student: [
    { label: 'Analytics', to: '/analytics' },
    { label: 'Assessment Analytics', to: '/student/assessment-analytics' },
  ],
};

export function navItemsFor(role: string | undefined): NavItem[] {
  return role && role in NAV_ITEMS ? NAV_ITEMS[role as Role] : [];
}

export function moreNavItemsFor(role: string | undefined): NavItem[] {
  return (role && MORE_NAV_ITEMS[role as Role]) || [];
}
