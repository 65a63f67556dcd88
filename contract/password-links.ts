import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from './auth';
import { requiredSecret, requiredText } from './fields';

/**
 * The one-time link an approved person gets to set their password (issue 16): its lifetime, its messages and the
 * two calls of the page it opens. Small on purpose: the sign-in page's code imports it (contract/auth-endpoints.ts).
 */

/** A set-password link works once, within this many hours of the approval. */
export const PASSWORD_LINK_TTL_HOURS = 48;

export const PASSWORD_LINK_MESSAGES = {
  linkInvalid: 'This link has expired or has already been used. Ask the administrator for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',
  passwordsDiffer: 'Passwords do not match',
} as const;

const token = v.pipe(
  requiredText(PASSWORD_LINK_MESSAGES.linkInvalid),
  v.maxLength(100, PASSWORD_LINK_MESSAGES.linkInvalid),
);

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
      PASSWORD_LINK_MESSAGES.passwordsDiffer,
    ),
    ['confirmPassword'],
  ),
);
export type SetPasswordInput = v.InferInput<typeof SetPasswordSchema>;
