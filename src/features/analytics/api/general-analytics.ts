import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analytics } from '#contract/analytics-endpoints';
import type { GeneralAnalytics, InstitutionAnalytics } from '#contract/analytics-types';
import { call } from '#src/lib/api-call';
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
    queryFn: (): Promise<GeneralAnalytics | InstitutionAnalytics> => {
      const query = { ...range, granularity: 'daily' };
      return target.kind === 'institution'
        ? call(analytics.institution, { params: { id: target.id }, query })
        : call(analytics.comprehensive, { query });
    },
    staleTime: 0,
  });

export const useGeneralAnalytics = (target: GeneralTarget, range: DayRange) =>
  useQuery({ ...generalAnalyticsQuery(target, range), placeholderData: keepPreviousData });
