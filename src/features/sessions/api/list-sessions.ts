import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import { sessionKeys } from '#src/lib/queries/sessions';

/** The history shows 50 sessions a page (the spec's pagination), paged and filtered by the server. */
export const SESSIONS_PAGE_SIZE = 50;

export type SessionFilters = {
  teacher_id?: string;
  school_id?: string;
  class_level?: string;
  start_date?: string;
  page: number;
};

export const searchOf = (filters: Partial<SessionFilters>, extra: Record<string, string | number>) => {
  const searchParams: Record<string, string | number> = { ...extra };
  for (const [key, value] of Object.entries(filters)) if (value) searchParams[key] = value;
  return searchParams;
};

/** GET /api/class-sessions: one page of the filter, newest first. */
export const sessionsQuery = (filters: SessionFilters) =>
  queryOptions({
    queryKey: sessionKeys.list(filters),
    queryFn: () => call(sessions.list, { query: searchOf(filters, { limit: SESSIONS_PAGE_SIZE }) }),
  });

/** The four figures over the whole filter: asked once per filter, whatever page is shown. */
export const sessionFiguresQuery = (filters: Omit<SessionFilters, 'page'>) =>
  queryOptions({
    queryKey: sessionKeys.figures(filters),
    queryFn: async () => (await call(sessions.list, { query: searchOf(filters, { limit: 1, stats: 'true' }) })).stats,
  });

export const useSessions = (filters: SessionFilters) =>
  useQuery({ ...sessionsQuery(filters), placeholderData: keepPreviousData });

export const useSessionFigures = (filters: Omit<SessionFilters, 'page'>) => useQuery(sessionFiguresQuery(filters));
