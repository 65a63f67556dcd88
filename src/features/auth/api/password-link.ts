import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PasswordLinkInfo, SetPasswordInput } from '#contract/approvals';
import { api } from '#src/lib/api-client';
import { authKeys } from '#src/lib/queries/auth';

/** POST /auth/password-link: whose set-password link this is (410 when expired, used or unknown). */
export const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordLink(token),
    queryFn: () => api.post('auth/password-link', { json: { token } }).json<PasswordLinkInfo>(),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePasswordLink = (token: string) => useQuery({ ...passwordLinkQuery(token), enabled: token !== '' });

/** POST /auth/set-password: spends the link and sets the first password. */
export const useSetPassword = () =>
  useMutation({
    mutationFn: (input: SetPasswordInput) => api.post('auth/set-password', { json: input }).json<{ message: string }>(),
  });
