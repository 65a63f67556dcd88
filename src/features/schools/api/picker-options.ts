import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionListResponse } from '#contract/institutions';
import type { UserListResponse } from '#contract/users';
import { api } from '#src/lib/api-client';

/** Institutions for the filter and the form (up to 1000, spec 02 §9). */
export const institutionChoicesQuery = () =>
  queryOptions({
    queryKey: ['institutions', 'options'],
    queryFn: () => api.get('institutions', { searchParams: { limit: 1000 } }).json<InstitutionListResponse>(),
  });

/** Every school manager, for the school's manager picker. */
export const schoolManagersQuery = () =>
  queryOptions({
    queryKey: ['users', 'school-managers'],
    queryFn: () => api.get('users', { searchParams: { role: 'school_manager', limit: 1000 } }).json<UserListResponse>(),
    staleTime: 0,
  });

export const useInstitutionChoices = (enabled = true) => useQuery({ ...institutionChoicesQuery(), enabled });
export const useSchoolManagers = () => useQuery(schoolManagersQuery());
