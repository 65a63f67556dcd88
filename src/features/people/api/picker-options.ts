import { queryOptions, useQuery } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { institutionOptionsQuery, PICKER_LIMIT } from '#src/lib/queries/institutions';
import { schoolKeys } from '#src/lib/queries/schools';

export const schoolOptionsQuery = () =>
  queryOptions({
    queryKey: schoolKeys.options(),
    queryFn: () => call(schools.list, { query: { limit: PICKER_LIMIT } }),
  });

export const useInstitutionOptions = (enabled = true) => useQuery({ ...institutionOptionsQuery(), enabled });
export const useSchoolOptions = () => useQuery(schoolOptionsQuery());
