import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConvertApplicationInput } from '#contract/approvals';
import type { VerifiedApplication } from '#contract/public-forms';
import type { UserResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { schoolKeys } from '#src/lib/queries/schools';

/** GET /public-forms/teacher-applications/{id}: the application an account is made from (admin). */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: publicFormKeys.application(id),
    queryFn: () => api.get(`public-forms/teacher-applications/${id}`).json<{ application: VerifiedApplication }>(),
  });

export const useApplication = (id: string) => useQuery(applicationQuery(id));

/** POST /public-forms/teacher-applications/{id}/convert: a pending teacher account from the application. */
export function useConvertApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConvertApplicationInput }) =>
      api.post(`public-forms/teacher-applications/${id}/convert`, { json: input }).json<UserResponse>(),
    onSuccess: () => {
      for (const queryKey of [
        userKeys.all,
        peopleKeys.all,
        publicFormKeys.all,
        schoolKeys.all,
        analyticsKeys.dashboard(),
      ])
        void client.invalidateQueries({ queryKey });
    },
  });
}
