import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import { refetchUnlessJustFetched } from '#src/lib/query-client';
import { sessionKeys } from '#src/lib/queries/sessions';

export type RecentSessionFilters = { teacher_id?: string; school_id?: string; start_date?: string; limit: number };

/** GET /api/class-sessions, newest first (the dashboards show the first 5). */
export const recentSessionsQuery = (filters: RecentSessionFilters) =>
  queryOptions({
    queryKey: sessionKeys.dashboard(filters),
    queryFn: () => call(sessions.list, { query: filters }),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
  });

export const useRecentSessions = (filters: RecentSessionFilters, enabled = true) =>
  useQuery({ ...recentSessionsQuery(filters), enabled });
