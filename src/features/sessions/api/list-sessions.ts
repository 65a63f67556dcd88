import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '../../../../contract/class-sessions';
import { api } from '../../../lib/api-client';

/** The history shows 50 sessions a page (the spec's pagination), paged and filtered by the server. */
export const SESSIONS_PAGE_SIZE = 50;

export type SessionFilters = {
  teacher_id?: string;
  school_id?: string;
  class_level?: string;
  start_date?: string;
  page: number;
};

/** GET /api/class-sessions: one page of the filter, newest first, with the figures over the whole filter. */
export const sessionsQuery = (filters: SessionFilters) =>
  queryOptions({
    queryKey: ['class-sessions', 'list', filters],
    queryFn: () => {
      const searchParams: Record<string, string | number> = { limit: SESSIONS_PAGE_SIZE, stats: 'true' };
      for (const [key, value] of Object.entries(filters)) if (value) searchParams[key] = value;
      return api.get('class-sessions', { searchParams }).json<SessionListResponse>();
    },
  });

export const useSessions = (filters: SessionFilters) =>
  useQuery({ ...sessionsQuery(filters), placeholderData: keepPreviousData });
