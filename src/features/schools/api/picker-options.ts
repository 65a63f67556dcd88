import { queryOptions, useQuery } from '@tanstack/react-query';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { institutionOptionsQuery, PICKER_LIMIT } from '#src/lib/queries/institutions';
import { userKeys } from '#src/lib/queries/people';

/** Every school manager, for the school's manager picker. */
export const schoolManagersQuery = () =>
  queryOptions({
    queryKey: userKeys.schoolManagers(),
    queryFn: () => call(users.list, { query: { role: 'school_manager', limit: PICKER_LIMIT } }),
    staleTime: 0,
  });

/** Institutions for the filter and the form. */
export const useInstitutionChoices = (enabled = true) => useQuery({ ...institutionOptionsQuery(), enabled });
export const useSchoolManagers = () => useQuery(schoolManagersQuery());
