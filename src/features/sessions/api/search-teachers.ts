import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherListResponse } from '#contract/people';
import { api } from '#src/lib/api-client';
import { sessionKeys } from '#src/lib/queries/sessions';

/** The teachers a manager or admin may filter the history by (GET /teachers, scoped by the server). */
export const teacherSearchQuery = (search: string) =>
  queryOptions({
    queryKey: sessionKeys.teachers(search),
    queryFn: () =>
      api.get('teachers', { searchParams: { limit: 20, ...(search ? { search } : {}) } }).json<TeacherListResponse>(),
    staleTime: 60_000,
  });

export const useTeacherSearch = (search: string, enabled: boolean) =>
  useQuery({ ...teacherSearchQuery(search), enabled, placeholderData: keepPreviousData });
