import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { userKeys } from '#src/lib/queries/people';

export const fetchUser = (id: string) => api.get(`users/${id}`).json<UserResponse>();

export const userQuery = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => fetchUser(id), staleTime: 0 });

export const useUser = (id: string) => useQuery(userQuery(id));
