import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '#contract/roles';
import type { UserListResponse } from '#contract/people-accounts';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { userKeys } from '#src/lib/queries/people';

export const updateUserStatus = ({ id, status }: { id: string; status: UserStatus }) =>
  call(users.setStatus, { params: { id }, body: { status } });

/** PATCH /users/{id}/status; the row in every cached page updates at once, then the lists refetch. */
export function useUpdateUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: ({ user }) => {
      client.setQueriesData<UserListResponse>({ queryKey: userKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((u) => (u._id === user._id ? user : u)) } : page,
      );
      client.setQueryData(userKeys.detail(user._id), { user });
      // An approval changes the admin dashboard's pending count and the applications list too.
      void client.invalidateQueries({ queryKey: analyticsKeys.dashboard() });
      void client.invalidateQueries({ queryKey: publicFormKeys.all });
      return client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
