import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';
import { institutionOptionsQuery, PICKER_LIMIT } from '#src/lib/queries/institutions';
import { schoolKeys } from '#src/lib/queries/schools';

export const schoolOptionsQuery = () =>
  queryOptions({
    queryKey: schoolKeys.options(),
    queryFn: () => api.get('schools', { searchParams: { limit: PICKER_LIMIT } }).json<SchoolListResponse>(),
  });

export const useInstitutionOptions = (enabled = true) => useQuery({ ...institutionOptionsQuery(), enabled });
export const useSchoolOptions = () => useQuery(schoolOptionsQuery());
