import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolManagerListResponse } from '#contract/people';
import { api } from '#src/lib/api-client';
import { peopleKeys } from '#src/lib/queries/people';

/**
 * The school managers in the caller's scope, all at once (limit 1000): the screen's fuzzy search over name,
 * email, phone and managed school ranks them on the client (spec 02 §5), 10 a page.
 */
export const schoolManagersQuery = () =>
  queryOptions({
    queryKey: peopleKeys.schoolManagers(),
    queryFn: () => api.get('school-managers', { searchParams: { limit: 1000 } }).json<SchoolManagerListResponse>(),
  });

export const useSchoolManagerList = () => useQuery(schoolManagersQuery());
