import * as v from 'valibot';
import { requiredSecret, requiredText } from './fields';
import { DIGIT_CHOICES, LOCALES } from './locales';
import { PublicUserSchema } from './user';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 6;

export const LoginSchema = v.object({
  email: v.pipe(requiredText('Email is required'), v.regex(EMAIL_PATTERN, 'Email is invalid')),
  password: v.pipe(
    requiredSecret('Password is required'),
    v.maxLength(200, 'Password must be 200 characters or fewer'),
  ),
  /** This browser's token for this account, from its last sign-in: a known device is not locked out by failures elsewhere. */
  device_token: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const ChangePasswordSchema = v.object({
  currentPassword: requiredSecret('Current password is required'),
  newPassword: v.pipe(
    requiredSecret('New password is required'),
    v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    v.maxLength(200, 'Password must be 200 characters or fewer'),
  ),
});
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;

/**
 * PUT /api/auth/profile/locale: the language the signed-in user reads Pathshala in (issue 42), and the digits they
 * read numbers in (kept as it was when not sent).
 */
export const SetLocaleSchema = v.object({
  locale: v.picklist(LOCALES, `Language must be one of ${LOCALES.join(', ')}`),
  digits: v.optional(v.picklist(DIGIT_CHOICES, `Digits must be one of ${DIGIT_CHOICES.join(', ')}`)),
});
export type SetLocaleInput = v.InferInput<typeof SetLocaleSchema>;

/** device_token: keep it for this account on this device and send it with the next sign-in (docs/decisions/012). */
export const LoginResponseSchema = v.strictObject({
  token: v.string(),
  user: PublicUserSchema,
  device_token: v.string(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
export const ProfileResponseSchema = v.strictObject({ user: PublicUserSchema });
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

/** POST /api/auth/password-link answers whose link it is, so the page can greet them. */
export const PasswordLinkInfoSchema = v.strictObject({ name: v.string(), email: v.string(), expiresAt: v.string() });
export type PasswordLinkInfo = v.InferOutput<typeof PasswordLinkInfoSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  suspended: 'Your account is suspended. Please contact the administrator.',
  pending: 'Your account is awaiting approval. Please contact the administrator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  wrongCurrentPassword: 'Current password is incorrect',
  unauthenticated: 'Authentication required',
  mustChangePassword: 'Please change your password before continuing',
} as const;

/** Brute-force limits: failed logins within the window, per account and per address. */
/**
 * Sign-in limits per 15 minutes (docs/decisions/012): failures of one account from one address; of one account
 * from devices it has never signed in on; from one address on such devices. A known device (one that signed in to
 * the account before) is held only by its own pair limit. After `delayAfter` failures of an account, each further
 * failure is answered `delayStepMs` later (up to `delayMaxMs`).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perPair: 10,
  perAccount: 10,
  perAddress: 100,
  delayAfter: 3,
  delayStepMs: 250,
  delayMaxMs: 3000,
} as const;
