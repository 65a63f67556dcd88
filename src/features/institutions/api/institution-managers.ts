import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { userKeys } from '#src/lib/queries/people';

/** Every institution manager (limit 1000, as the manager pickers do). */
export const institutionManagersQuery = () =>
  queryOptions({
    queryKey: userKeys.institutionManagers(),
    queryFn: () =>
      api.get('users', { searchParams: { role: 'institution_manager', limit: 1000 } }).json<UserListResponse>(),
    staleTime: 0,
  });

export const useInstitutionManagers = (enabled = true) => useQuery({ ...institutionManagersQuery(), enabled });
