import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#contract/auth';
import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';

export const changePassword = (input: ChangePasswordInput) => call(auth.changePassword, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
