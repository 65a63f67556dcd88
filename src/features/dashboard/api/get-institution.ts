import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionResponse } from '#contract/institutions';
import { api } from '#src/lib/api-client';

/** GET /api/institutions/{id}: the institution with its statistics (schools, teachers, students). */
export const institutionQuery = (id: string) =>
  queryOptions({
    queryKey: ['institutions', 'detail', id],
    queryFn: () => api.get(`institutions/${id}`).json<InstitutionResponse>(),
    staleTime: 0,
  });

export const useInstitution = (id: string) => useQuery(institutionQuery(id));
