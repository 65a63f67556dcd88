import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '#contract/roles';

/** A sidebar entry: its label a message, translated where it is drawn (app-layout.tsx). */
export type NavItem = { label: MessageDescriptor; to: string };

/** Sidebar entries per role, exactly as spec 01 §2.3. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`Users`, to: '/users' },
    { label: msg`Institutions`, to: '/institutions' },
    { label: msg`Schools`, to: '/schools' },
    { label: msg`Course Materials`, to: '/course-materials' },
    { label: msg`Explainer Videos`, to: '/explainer-videos' },
    { label: msg`Analytics`, to: '/analytics' },
  ],
  institution_manager: [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`Schools`, to: '/schools' },
    { label: msg`School Managers`, to: '/school-managers' },
    { label: msg`Teachers`, to: '/teachers' },
    { label: msg`Students`, to: '/students' },
    { label: msg`Analytics`, to: '/analytics' },
  ],
  school_manager: [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`Teachers`, to: '/teachers' },
    { label: msg`Students`, to: '/students' },
    { label: msg`Classes`, to: '/classes' },
    { label: msg`Analytics`, to: '/analytics' },
  ],
  teacher: [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`My Classes`, to: '/classes' },
    { label: msg`Manage Slides`, to: '/manage-slides' },
    { label: msg`Log Session`, to: '/log-session' },
    { label: msg`All Sessions`, to: '/sessions' },
    { label: msg`Assessments`, to: '/teacher/assessments' },
    { label: msg`Surveys`, to: '/teacher/surveys' },
    { label: msg`Students`, to: '/students' },
    { label: msg`Explainer Videos`, to: '/explainer-videos' },
    { label: msg`Analytics`, to: '/analytics' },
  ],
  student: [
    { label: msg`Dashboard`, to: '/dashboard' },
    { label: msg`My Progress`, to: '/progress' },
    { label: msg`Assessments`, to: '/student/assessments' },
    { label: msg`Surveys`, to: '/student/surveys' },
    { label: msg`Explainer Videos`, to: '/explainer-videos' },
  ],
};

/**
 * The screens a role uses that spec 01's sidebar leaves out, reachable before only from a dashboard button or
 * another screen (issue 40): a second group under the spec's entries.
 */
export const MORE_NAV_ITEMS: Partial<Record<Role, NavItem[]>> = {
  admin: [
    { label: msg`All Sessions`, to: '/sessions' },
    { label: msg`Import Students`, to: '/students/import' },
    { label: msg`Enquiries & Applications`, to: '/enquiries' },
    { label: msg`Development Mailbox`, to: '/mailbox' },
    { label: msg`Load Unsent Changes`, to: '/unsent-changes' },
  ],
  institution_manager: [{ label: msg`Sessions`, to: '/sessions' }],
  school_manager: [
    { label: msg`Schools`, to: '/schools' },
    { label: msg`Sessions`, to: '/sessions' },
    { label: msg`Import Students`, to: '/students/import' },
  ],
  teacher: [{ label: msg`Assessment Analytics`, to: '/teacher/assessment-analytics' }],
  student: [
    { label: msg`Analytics`, to: '/analytics' },
    { label: msg`Assessment Analytics`, to: '/student/assessment-analytics' },
  ],
};

export function navItemsFor(role: string | undefined): NavItem[] {
  return role && role in NAV_ITEMS ? NAV_ITEMS[role as Role] : [];
}

export function moreNavItemsFor(role: string | undefined): NavItem[] {
  return (role && MORE_NAV_ITEMS[role as Role]) || [];
}
