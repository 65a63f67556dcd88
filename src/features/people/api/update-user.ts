import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '#contract/people-accounts';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

export const updateUser = ({ id, input }: { id: string; input: UpdateUserInput }) =>
  call(users.update, { params: { id }, body: input });

export function useUpdateUser() {
  const client = useQueryClient();
  // A user's role links show in institution, school, people and class lists too.
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      for (const queryKey of [userKeys.all, institutionKeys.all, schoolKeys.all, peopleKeys.all, classKeys.all])
        void client.invalidateQueries({ queryKey });
    },
  });
}
