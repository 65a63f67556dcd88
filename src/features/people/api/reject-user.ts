import { useMutation, useQueryClient } from '@tanstack/react-query';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { publicFormKeys } from '#src/lib/queries/public-forms';

/** POST /users/{id}/reject: deletes a pending account; its teacher application keeps the reason. */
export const rejectUser = ({ id, reason }: { id: string; reason: string }) =>
  call(users.reject, { params: { id }, body: { reason } });

export function useRejectUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => {
      // The lists, the admin dashboard's pending count and the applications list.
      for (const queryKey of [userKeys.all, peopleKeys.all, publicFormKeys.all, analyticsKeys.dashboard()])
        void client.invalidateQueries({ queryKey });
    },
  });
}
