import type { PublicUser } from '#contract/user';

/**
 * True when a role that works through assignments has none: a school manager without schools, a teacher
 * without teaching assignments, a student without a school, an institution manager without an institution.
 */
export function missingAssignment(user: PublicUser | null | undefined): boolean {
  if (!user) return true;
  switch (user.role) {
    case 'admin':
      return false;
    case 'institution_manager':
      return user.manages_institutions.length === 0;
    case 'school_manager':
      return user.manages_schools.length === 0;
    case 'teacher':
      return user.teaching_assignments.length === 0;
    case 'student':
      return !user.studies_at_school;
    default:
      return true;
  }
}
