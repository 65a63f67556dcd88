import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralAnalytics, InstitutionAnalytics } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';

export type GeneralTarget = { kind: 'system' } | { kind: 'institution'; id: string } | { kind: 'schools' };
export type DayRange = { startDate: string; endDate: string };

/**
 * The general view (spec 03 Analytics): admin → GET /api/analytics/comprehensive (system); institution manager →
 * GET /api/analytics/institution/{first institution}; school manager → comprehensive over their managed schools.
 */
export const generalAnalyticsQuery = (target: GeneralTarget, range: DayRange) =>
  queryOptions({
    queryKey: analyticsKeys.general(target, range),
    queryFn: () => {
      const searchParams = { ...range, granularity: 'daily' };
      return target.kind === 'institution'
        ? api.get(`analytics/institution/${target.id}`, { searchParams }).json<InstitutionAnalytics>()
        : api.get('analytics/comprehensive', { searchParams }).json<GeneralAnalytics>();
    },
    staleTime: 0,
  });

export const useGeneralAnalytics = (target: GeneralTarget, range: DayRange) =>
  useQuery({ ...generalAnalyticsQuery(target, range), placeholderData: keepPreviousData });
