import { queryOptions, useQueries } from '@tanstack/react-query';
import type { SchoolAnalytics } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** GET /api/schools/{id}/analytics: class progress, today's sessions, the week's attendance. */
export const schoolAnalyticsQuery = (id: string) =>
  queryOptions({
    queryKey: analyticsKeys.school(id),
    queryFn: () => api.get(`schools/${id}/analytics`).json<SchoolAnalytics>(),
    staleTime: 0,
    retry: false,
  });

export const useSchoolAnalytics = (ids: string[]) => useQueries({ queries: ids.map((id) => schoolAnalyticsQuery(id)) });
