import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';
import { schoolKeys } from '#src/lib/queries/schools';

/** The schools the caller may import into (spec 03 §7: GET /schools with limit 100; the server scopes it). */
export const fetchSchoolChoices = () => api.get('schools', { searchParams: { limit: 100 } }).json<SchoolListResponse>();

export const schoolChoicesQuery = () =>
  queryOptions({ queryKey: schoolKeys.importChoices(), queryFn: fetchSchoolChoices });

export const useSchoolChoices = () => useQuery(schoolChoicesQuery());
