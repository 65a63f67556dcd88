import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '#contract/auth';
import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';
import { followProfileLocale } from '#src/i18n/profile-locale';
import { session } from '#src/lib/session';

/**
 * The token this browser got at its last sign-in to an account (docs/decisions/012): sent with the next sign-in,
 * it keeps the account's owner from being locked out by failed attempts made elsewhere.
 */
const deviceKey = (email: string | undefined) => `pathshala:device:${(email ?? '').trim().toLowerCase()}`;
const deviceToken = (email: string | undefined) => {
  try {
    return localStorage.getItem(deviceKey(email)) ?? undefined;
  } catch {
    return undefined;
  }
};

export const login = (input: LoginInput) =>
  call(auth.login, { body: { ...input, device_token: deviceToken(input.email) } });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user, device_token }, input) => {
      try {
        localStorage.setItem(deviceKey(input.email), device_token);
      } catch {
        // Private mode: the browser is simply not remembered.
      }
      session.set(token, user);
      void followProfileLocale(user);
    },
  });
}
