import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '../../../../contract/auth';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const login = (input: LoginInput) => api.post('auth/login', { json: input }).json<LoginResponse>();

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => session.set(token, user),
  });
}
