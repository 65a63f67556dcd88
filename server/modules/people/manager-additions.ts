import { type CreateUserData, MANAGER_ADDITION_MESSAGES } from '#contract/people-accounts';
import { fieldError, forbidden, notFound } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';

/**
 * A school manager adds teachers and students to their own schools only (issue 16): a teacher whose every
 * assignment is at one of their schools, a student of one of their schools, active from the start. A school
 * outside their scope is not found (404), as everywhere else.
 */
export function assertManagerMayAdd(scope: Scope, input: CreateUserData): void {
  if (scope.all) return;
  if (input.role !== 'teacher' && input.role !== 'student') throw forbidden(MANAGER_ADDITION_MESSAGES.role);
  if (input.status !== 'active') throw fieldError('status', MANAGER_ADDITION_MESSAGES.status);
  const schools =
    input.role === 'teacher' ? input.teaching_assignments.map((a) => a.school_id) : [input.studies_at_school];
  if (schools.some((id) => !scope.schoolIds.includes(id))) throw notFound(MANAGER_ADDITION_MESSAGES.school);
}
