import { queryOptions, useQueries } from '@tanstack/react-query';
import type { SchoolResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';

/** GET /api/schools/{id}. */
export const schoolQuery = (id: string) =>
  queryOptions({
    queryKey: ['schools', 'detail', id],
    queryFn: () => api.get(`schools/${id}`).json<SchoolResponse>(),
    staleTime: 0,
  });

/** Several schools at once (a school manager may manage more than one). */
export const useSchools = (ids: string[]) => useQueries({ queries: ids.map((id) => schoolQuery(id)) });
