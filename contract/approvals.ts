import * as v from 'valibot';
import { requiredText } from './fields';
import { TeachingAssignmentSchema, USER_MESSAGES } from './people-accounts';

/**
 * Pending accounts and their approval (issue 16): an admin turns a verified teacher application into a pending
 * teacher account, then approves it (the person gets a one-time link to set their password) or rejects it.
 */

export const APPROVAL_MESSAGES = {
  reason: 'Please give a reason',
  notPending: 'Only a pending account can be approved or rejected',
  alreadyConverted: 'This application already has an account',
  applicationRejected: 'This application was rejected',
  applicationNotFound: 'Application not found',
  mailFailed: 'The set-password e-mail could not be sent; the account is still pending. Please try again later.',
} as const;

/** POST /api/public-forms/teacher-applications/{id}/convert: the school and classes the new teacher will teach. */
export const ConvertApplicationSchema = v.object({
  teaching_assignments: v.pipe(
    v.optional(
      v.nullable(v.array(TeachingAssignmentSchema), () => []),
      () => [],
    ),
    v.minLength(1, USER_MESSAGES.assignments),
    v.check((list) => list.some((a) => a.school_id !== '' && a.classes.length > 0), USER_MESSAGES.assignments),
  ),
});
export type ConvertApplicationInput = v.InferInput<typeof ConvertApplicationSchema>;

/** POST /api/users/{id}/reject and POST /api/public-forms/teacher-applications/{id}/reject. */
export const RejectSchema = v.object({
  reason: v.pipe(requiredText(APPROVAL_MESSAGES.reason), v.maxLength(500, 'Reason must be 500 characters or fewer')),
});
export type RejectInput = v.InferInput<typeof RejectSchema>;

/** Where an application stands: new; converted into an account (pending or approved); rejected with a reason. */
export type ApplicationDecision = {
  status: 'new' | 'converted' | 'rejected';
  account: { _id: string; status: 'active' | 'pending' | 'suspended' } | null;
  decisionReason: string | null;
  decidedAt: string | null;
};
