import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { userKeys } from '#src/lib/queries/people';

/** POST /public-forms/teacher-applications/{id}/reject: with its pending account, if one was made. */
export function useRejectApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`public-forms/teacher-applications/${id}/reject`, { json: { reason } }).json<{ message: string }>(),
    onSuccess: () => {
      for (const queryKey of [publicFormKeys.all, userKeys.all, analyticsKeys.dashboard()])
        void client.invalidateQueries({ queryKey });
    },
  });
}
