import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from './auth';
import { requiredSecret, requiredText } from './fields';
import { TeachingAssignmentSchema, USER_MESSAGES } from './people-accounts';

/**
 * Pending accounts and their approval (issue 16): an admin turns a verified teacher application into a pending
 * teacher account, then approves it (the person gets a one-time link to set their password) or rejects it.
 */

/** A set-password link works once, within this many hours of the approval. */
export const PASSWORD_LINK_TTL_HOURS = 48;

export const APPROVAL_MESSAGES = {
  reason: 'Please give a reason',
  notPending: 'Only a pending account can be approved or rejected',
  alreadyConverted: 'This application already has an account',
  applicationRejected: 'This application was rejected',
  applicationNotFound: 'Application not found',
  linkInvalid: 'This link has expired or has already been used. Ask the administrator for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',
  passwordsDiffer: 'Passwords do not match',
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

const token = v.pipe(requiredText(APPROVAL_MESSAGES.linkInvalid), v.maxLength(100, APPROVAL_MESSAGES.linkInvalid));

/** POST /api/auth/password-link: whose link this is. */
export const PasswordLinkSchema = v.object({ token });

/** POST /api/auth/set-password: the token from the e-mailed link and the new password. */
export const SetPasswordSchema = v.pipe(
  v.object({
    token,
    password: v.pipe(
      requiredSecret('New password is required'),
      v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
      v.maxLength(200, 'Password must be 200 characters or fewer'),
    ),
    confirmPassword: requiredSecret('Please confirm the password'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (x) => x.password === x.confirmPassword,
      APPROVAL_MESSAGES.passwordsDiffer,
    ),
    ['confirmPassword'],
  ),
);
export type SetPasswordInput = v.InferInput<typeof SetPasswordSchema>;

/** POST /api/auth/password-link answers whose link it is, so the page can greet them. */
export type PasswordLinkInfo = { name: string; email: string; expiresAt: string };

/** Where an application stands: new; converted into an account (pending or approved); rejected with a reason. */
export type ApplicationDecision = {
  status: 'new' | 'converted' | 'rejected';
  account: { _id: string; status: 'active' | 'pending' | 'suspended' } | null;
  decisionReason: string | null;
  decidedAt: string | null;
};
