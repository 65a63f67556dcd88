import { queryOptions, useQuery } from '@tanstack/react-query';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { userKeys } from '#src/lib/queries/people';

/** Every institution manager (limit 1000, as the manager pickers do). */
export const institutionManagersQuery = () =>
  queryOptions({
    queryKey: userKeys.institutionManagers(),
    queryFn: () => call(users.list, { query: { role: 'institution_manager', limit: 1000 } }),
    staleTime: 0,
  });

export const useInstitutionManagers = (enabled = true) => useQuery({ ...institutionManagersQuery(), enabled });
