import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConvertApplicationInput } from '#contract/approvals';
import { publicFormsAdmin } from '#contract/public-forms-admin-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { schoolKeys } from '#src/lib/queries/schools';

/** GET /public-forms/teacher-applications/{id}: the application an account is made from (admin). */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: publicFormKeys.application(id),
    queryFn: () => call(publicFormsAdmin.application, { params: { id } }),
  });

export const useApplication = (id: string) => useQuery(applicationQuery(id));

/** POST /public-forms/teacher-applications/{id}/convert: a pending teacher account from the application. */
export function useConvertApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConvertApplicationInput }) =>
      call(publicFormsAdmin.convertApplication, { params: { id }, body: input }),
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
