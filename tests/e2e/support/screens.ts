import type { DEMO } from './auth';

/** A small phone's screen. */
export const PHONE = { width: 360, height: 740 };

/** Every list screen of each role (issue 40). */
export const LIST_SCREENS: Record<keyof typeof DEMO, string[]> = {
  admin: [
    '/users',
    '/institutions',
    '/schools',
    '/students',
    '/sessions',
    '/enquiries',
    '/mailbox',
    '/course-materials',
  ],
  institutionManager: ['/schools', '/school-managers', '/teachers', '/students', '/sessions'],
  schoolManager: ['/teachers', '/students', '/classes', '/sessions'],
  teacher: ['/sessions', '/classes', '/teacher/assessments', '/teacher/surveys', '/students'],
  student: ['/progress', '/student/assessments', '/student/surveys'],
};

/** Every form screen of each role that opens empty (a new record) or on the user's own data. */
export const FORM_SCREENS: Record<keyof typeof DEMO, string[]> = {
  admin: ['/users/new', '/institutions/new', '/schools/new', '/students/import', '/settings'],
  institutionManager: ['/settings'],
  schoolManager: ['/settings'],
  teacher: ['/log-session', '/teacher/assessments/new', '/teacher/surveys/new', '/explainer-videos', '/settings'],
  student: ['/settings'],
};
