import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DASHBOARD_REFETCH_MS } from '#contract/analytics';
import { analytics } from '#contract/analytics-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';

/** GET /api/analytics/dashboard: system totals, the latest activity and the server's health checks. */
export const fetchAdminDashboard = () => call(analytics.dashboard, {});

/** Spec 01 §4: refetched only when more than 30 s have passed since the last fetch. */
export const adminDashboardQuery = queryOptions({
  queryKey: analyticsKeys.dashboard(),
  queryFn: fetchAdminDashboard,
  staleTime: ADMIN_DASHBOARD_REFETCH_MS,
});

export const useAdminDashboard = () => useQuery(adminDashboardQuery);
