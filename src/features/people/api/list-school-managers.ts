import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolManagers } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { peopleKeys } from '#src/lib/queries/people';

/**
 * The school managers in the caller's scope, all at once (limit 1000): the screen's fuzzy search over name,
 * email, phone and managed school ranks them on the client (spec 02 §5), 10 a page.
 */
export const schoolManagersQuery = () =>
  queryOptions({
    queryKey: peopleKeys.schoolManagers(),
    queryFn: () => call(schoolManagers.list, { query: { limit: 1000 } }),
  });

export const useSchoolManagerList = () => useQuery(schoolManagersQuery());
