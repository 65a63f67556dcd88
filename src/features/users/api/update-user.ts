import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserResponse } from '#contract/users';
import { api } from '#src/lib/api-client';

export const updateUser = ({ id, input }: { id: string; input: UpdateUserInput }) =>
  api.put(`users/${id}`, { json: input }).json<UserResponse>();

export function useUpdateUser() {
  const client = useQueryClient();
  // A user's role links show in institution, school, people and class lists too.
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      for (const key of ['users', 'institutions', 'schools', 'people', 'classes'])
        void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
