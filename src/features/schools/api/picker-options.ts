import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { institutionOptionsQuery, PICKER_LIMIT } from '#src/lib/queries/institutions';
import { userKeys } from '#src/lib/queries/people';

/** Every school manager, for the school's manager picker. */
export const schoolManagersQuery = () =>
  queryOptions({
    queryKey: userKeys.schoolManagers(),
    queryFn: () =>
      api.get('users', { searchParams: { role: 'school_manager', limit: PICKER_LIMIT } }).json<UserListResponse>(),
    staleTime: 0,
  });

/** Institutions for the filter and the form. */
export const useInstitutionChoices = (enabled = true) => useQuery({ ...institutionOptionsQuery(), enabled });
export const useSchoolManagers = () => useQuery(schoolManagersQuery());
