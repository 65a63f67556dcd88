import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '../../../../contract/class-sessions';
import { api } from '../../../lib/api-client';

/** Spec 03 §9: the history fetches at most 200 sessions. */
export const SESSION_FETCH_LIMIT = 200;

export type SessionFilters = { teacher_id?: string; school_id?: string; class_level?: string; start_date?: string };

/** GET /api/class-sessions with the filters, newest first. */
export const sessionsQuery = (filters: SessionFilters) =>
  queryOptions({
    queryKey: ['class-sessions', 'list', filters],
    queryFn: () => {
      const searchParams: Record<string, string | number> = { limit: SESSION_FETCH_LIMIT };
      for (const [key, value] of Object.entries(filters)) if (value) searchParams[key] = value;
      return api.get('class-sessions', { searchParams }).json<SessionListResponse>();
    },
  });

export const useSessions = (filters: SessionFilters) =>
  useQuery({ ...sessionsQuery(filters), placeholderData: keepPreviousData });
