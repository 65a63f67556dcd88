import * as v from 'valibot';
import { requiredSecret, requiredText } from './fields';
import type { PublicUser } from './user';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 6;

export const LoginSchema = v.object({
  email: v.pipe(requiredText('Email is required'), v.regex(EMAIL_PATTERN, 'Email is invalid')),
  password: requiredSecret('Password is required'),
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

export type LoginResponse = { token: string; user: PublicUser };
export type ProfileResponse = { user: PublicUser };

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
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perAccount: 10, perAddress: 30 } as const;
