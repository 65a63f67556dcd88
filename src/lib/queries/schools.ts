import { queryOptions } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '../api-call';

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
    queryFn: () => call(schools.get, { params: { id } }),
    staleTime: 0,
  });
