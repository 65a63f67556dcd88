import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#contract/auth';
import { api } from '#src/lib/api-client';

export const changePassword = (input: ChangePasswordInput) =>
  api.put('auth/change-password', { json: input }).json<{ message: string }>();

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
