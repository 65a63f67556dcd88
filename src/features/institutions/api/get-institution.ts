import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionResponse } from '#contract/institutions';
import { api } from '#src/lib/api-client';

export const fetchInstitution = (id: string) => api.get(`institutions/${id}`).json<InstitutionResponse>();

export const institutionQuery = (id: string) =>
  queryOptions({ queryKey: ['institutions', 'detail', id], queryFn: () => fetchInstitution(id), staleTime: 0 });

export const useInstitution = (id: string | null) => useQuery({ ...institutionQuery(id ?? ''), enabled: Boolean(id) });
