import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressResult } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import { sessionProgressKeys } from '#src/lib/queries/sessions';

export type SchoolProgressResponse = { school_id: string; results: ProgressResult[] };

/** GET /api/session-progress/school/{id}: each class of the school the caller may see, with its progress. */
export const schoolProgressQuery = (schoolId: string) =>
  queryOptions({
    queryKey: sessionProgressKeys.school(schoolId),
    queryFn: () => api.get(`session-progress/school/${encodeURIComponent(schoolId)}`).json<SchoolProgressResponse>(),
  });

export const useSchoolProgress = (schoolId: string) =>
  useQuery({ ...schoolProgressQuery(schoolId), enabled: Boolean(schoolId) });
