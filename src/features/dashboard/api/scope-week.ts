import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, isoDay } from '#contract/analytics';
import { analytics } from '#contract/analytics-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** The last 7 days, today included. */
export const lastWeek = (today = isoDay(new Date())) => ({ startDate: addDays(today, -6), endDate: today });

/**
 * GET /api/analytics/comprehensive over the last 7 days: a school manager's managed schools together (distinct
 * teachers, the week's attendance, sessions against the 7 days before).
 */
export const scopeWeekQuery = (range: { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: analyticsKeys.comprehensive(range),
    queryFn: () => call(analytics.comprehensive, { query: range }),
    staleTime: 0,
  });

export const useScopeWeek = () => useQuery(scopeWeekQuery(lastWeek()));
