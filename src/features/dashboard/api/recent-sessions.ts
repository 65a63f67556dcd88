import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import { refetchUnlessJustFetched } from '#src/lib/query-client';
import { sessionKeys } from '#src/lib/queries/sessions';

export type RecentSessionFilters = { teacher_id?: string; school_id?: string; start_date?: string; limit: number };

/** GET /api/class-sessions, newest first (the dashboards show the first 5). */
export const recentSessionsQuery = (filters: RecentSessionFilters) =>
  queryOptions({
    queryKey: sessionKeys.dashboard(filters),
    queryFn: () => {
      const searchParams: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(filters)) if (value !== undefined) searchParams[key] = value;
      return api.get('class-sessions', { searchParams }).json<SessionListResponse>();
    },
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
  });

export const useRecentSessions = (filters: RecentSessionFilters, enabled = true) =>
  useQuery({ ...recentSessionsQuery(filters), enabled });
