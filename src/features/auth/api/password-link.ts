import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SetPasswordInput } from '#contract/password-links';
import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';
import { authKeys } from '#src/lib/queries/auth';

/** POST /auth/password-link: whose set-password link this is (410 when expired, used or unknown). */
export const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordLink(token),
    queryFn: () => call(auth.passwordLink, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePasswordLink = (token: string) => useQuery({ ...passwordLinkQuery(token), enabled: token !== '' });

/** POST /auth/set-password: spends the link and sets the first password. */
export const useSetPassword = () =>
  useMutation({
    mutationFn: (input: SetPasswordInput) => call(auth.setPassword, { body: input }),
  });
