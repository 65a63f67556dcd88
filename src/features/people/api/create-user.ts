import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UserResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

/** POST /users; the Idempotency-Key makes a repeated submit of the same form create one user. */
export const createUser = ({ input, key }: { input: CreateUserInput; key: string }) =>
  api.post('users', { json: input, headers: { 'Idempotency-Key': key } }).json<UserResponse>();

export function useCreateUser() {
  const client = useQueryClient();
  // A user's role links show in institution, school, people and class lists too.
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      for (const queryKey of [userKeys.all, institutionKeys.all, schoolKeys.all, peopleKeys.all, classKeys.all])
        void client.invalidateQueries({ queryKey });
    },
  });
}
