import { queryOptions, useQuery } from '@tanstack/react-query';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { userKeys } from '#src/lib/queries/people';

export const fetchUser = (id: string) => call(users.get, { params: { id } });

export const userQuery = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => fetchUser(id), staleTime: 0 });

export const useUser = (id: string) => useQuery(userQuery(id));
