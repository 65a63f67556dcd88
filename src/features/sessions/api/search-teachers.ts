import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teachers } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { sessionKeys } from '#src/lib/queries/sessions';

/** The teachers a manager or admin may filter the history by (GET /teachers, scoped by the server). */
export const teacherSearchQuery = (search: string) =>
  queryOptions({
    queryKey: sessionKeys.teachers(search),
    queryFn: () => call(teachers.list, { query: { limit: 20, search } }),
    staleTime: 60_000,
  });

export const useTeacherSearch = (search: string, enabled: boolean) =>
  useQuery({ ...teacherSearchQuery(search), enabled, placeholderData: keepPreviousData });
