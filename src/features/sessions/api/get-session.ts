import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import { sessionKeys } from '#src/lib/queries/sessions';

/** GET /api/class-sessions/{id} */
export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: () => call(sessions.get, { params: { id } }),
  });

export const useSessionDetail = (id: string) => useQuery(sessionQuery(id));
