import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutions } from '#contract/institutions-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** GET /api/institutions/{id}/analytics (default range: the last 30 days). */
export const institutionAnalyticsQuery = (id: string) =>
  queryOptions({
    queryKey: analyticsKeys.institution(id),
    queryFn: () => call(institutions.analytics, { params: { id } }),
    staleTime: 0,
    // A failed analytics call is tolerated (spec 01 §7): the dashboard shows its other figures.
    retry: false,
  });

export const useInstitutionAnalytics = (id: string) => useQuery(institutionAnalyticsQuery(id));
