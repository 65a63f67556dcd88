import { queryOptions } from '@tanstack/react-query';
import type { SchoolResponse } from '#contract/schools';
import { api } from '../api-client';

export const schoolKeys = {
  all: ['schools'] as const,
  lists: () => [...schoolKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...schoolKeys.lists(), params] as const,
  detail: (id: string) => [...schoolKeys.all, 'detail', id] as const,
  options: () => [...schoolKeys.all, 'options'] as const,
  names: (limit: number) => [...schoolKeys.all, 'names', limit] as const,
  importChoices: () => [...schoolKeys.all, 'import-choices'] as const,
};

/** GET /api/schools/{id} (the school screens, a school manager's dashboard). */
export const schoolQuery = (id: string) =>
  queryOptions({
    queryKey: schoolKeys.detail(id),
    queryFn: () => api.get(`schools/${id}`).json<SchoolResponse>(),
    staleTime: 0,
  });
