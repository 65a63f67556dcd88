import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicFormsAdmin } from '#contract/public-forms-admin-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { userKeys } from '#src/lib/queries/people';

/** POST /public-forms/teacher-applications/{id}/reject: with its pending account, if one was made. */
export function useRejectApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(publicFormsAdmin.rejectApplication, { params: { id }, body: { reason } }),
    onSuccess: () => {
      for (const queryKey of [publicFormKeys.all, userKeys.all, analyticsKeys.dashboard()])
        void client.invalidateQueries({ queryKey });
    },
  });
}
