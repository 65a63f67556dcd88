import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSessionDetail } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import { sessionKeys } from '#src/lib/queries/sessions';

/** GET /api/class-sessions/{id} */
export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: () => api.get(`class-sessions/${encodeURIComponent(id)}`).json<{ session: ClassSessionDetail }>(),
  });

export const useSessionDetail = (id: string) => useQuery(sessionQuery(id));
