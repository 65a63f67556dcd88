import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionProgress } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import { sessionProgressKeys } from '#src/lib/queries/sessions';

/** GET /api/session-progress/school/{id}: each class of the school the caller may see, with its progress. */
export const schoolProgressQuery = (schoolId: string) =>
  queryOptions({
    queryKey: sessionProgressKeys.school(schoolId),
    queryFn: () => call(sessionProgress.school, { params: { id: schoolId } }),
  });

export const useSchoolProgress = (schoolId: string) =>
  useQuery({ ...schoolProgressQuery(schoolId), enabled: Boolean(schoolId) });
