import { PasswordLinkSchema, SetPasswordSchema } from './password-links';
import {
  ChangePasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  PasswordLinkInfoSchema,
  ProfileResponseSchema,
  SetLocaleSchema,
} from './auth';
import { endpoint } from './endpoint';
import { MessageAnswerSchema } from './errors';

/**
 * Signing in and out, the signed-in user, and passwords (spec 01 §4; docs/decisions/012). The client's login page
 * imports this file, never the registry: keep its imports small.
 */
export const auth = {
  /** A session token, the user, and this device's token for the next sign-in (rate-limited per account and address). */
  login: endpoint({ method: 'POST', path: '/auth/login', body: LoginSchema, answer: LoginResponseSchema }),
  profile: endpoint({ method: 'GET', path: '/auth/profile', answer: ProfileResponseSchema }),
  /** The language the signed-in user chose (issue 42), kept for their other devices. */
  setLocale: endpoint({
    method: 'PUT',
    path: '/auth/profile/locale',
    body: SetLocaleSchema,
    answer: ProfileResponseSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/auth/change-password',
    body: ChangePasswordSchema,
    answer: MessageAnswerSchema,
  }),
  /** Whose e-mailed set-password link this is (issue 16): the token travels in the body, never in a URL. */
  passwordLink: endpoint({
    method: 'POST',
    path: '/auth/password-link',
    body: PasswordLinkSchema,
    answer: PasswordLinkInfoSchema,
  }),
  /** Spends the link and sets the first password. */
  setPassword: endpoint({
    method: 'POST',
    path: '/auth/set-password',
    body: SetPasswordSchema,
    answer: MessageAnswerSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', answer: MessageAnswerSchema }),
};
