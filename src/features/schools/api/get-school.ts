import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';

export const fetchSchool = (id: string) => api.get(`schools/${id}`).json<SchoolResponse>();

export const schoolQuery = (id: string) =>
  queryOptions({ queryKey: ['schools', 'detail', id], queryFn: () => fetchSchool(id), staleTime: 0 });

export const useSchool = (id: string | null) => useQuery({ ...schoolQuery(id ?? ''), enabled: Boolean(id) });
