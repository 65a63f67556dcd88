import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

export const updateUser = ({ id, input }: { id: string; input: UpdateUserInput }) =>
  api.put(`users/${id}`, { json: input }).json<UserResponse>();

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
