import { queryOptions, useQueries } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** GET /api/schools/{id}/analytics: class progress, today's sessions, the week's attendance. */
export const schoolAnalyticsQuery = (id: string) =>
  queryOptions({
    queryKey: analyticsKeys.school(id),
    queryFn: () => call(schools.analytics, { params: { id } }),
    staleTime: 0,
    retry: false,
  });

export const useSchoolAnalytics = (ids: string[]) => useQueries({ queries: ids.map((id) => schoolAnalyticsQuery(id)) });
