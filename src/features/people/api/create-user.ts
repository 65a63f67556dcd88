import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput } from '#contract/people-accounts';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

/** POST /users; the Idempotency-Key makes a repeated submit of the same form create one user. */
export const createUser = ({ input, key }: { input: CreateUserInput; key: string }) =>
  call(users.create, { body: input }, { headers: { 'Idempotency-Key': key } });

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
