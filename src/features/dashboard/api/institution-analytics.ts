import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionAnalytics } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** GET /api/institutions/{id}/analytics (default range: the last 30 days). */
export const institutionAnalyticsQuery = (id: string) =>
  queryOptions({
    queryKey: analyticsKeys.institution(id),
    queryFn: () => api.get(`institutions/${id}/analytics`).json<InstitutionAnalytics>(),
    staleTime: 0,
    // A failed analytics call is tolerated (spec 01 §7): the dashboard shows its other figures.
    retry: false,
  });

export const useInstitutionAnalytics = (id: string) => useQuery(institutionAnalyticsQuery(id));
