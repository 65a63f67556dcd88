import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

/** POST /users/{id}/reject: deletes a pending account; its teacher application keeps the reason. */
export const rejectUser = ({ id, reason }: { id: string; reason: string }) =>
  api.post(`users/${id}/reject`, { json: { reason } }).json<{ message: string }>();

export function useRejectUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => {
      // The lists, the admin dashboard's pending count and the applications list.
      for (const queryKey of [['users'], ['people'], ['public-forms'], ['analytics', 'dashboard']])
        void client.invalidateQueries({ queryKey });
    },
  });
}
