import { queryOptions } from '@tanstack/react-query';
import { institutions } from '#contract/institutions-endpoints';
import { call } from '../api-call';

/** Pickers fetch up to 1000 institutions and schools (spec 02 §9). */
export const PICKER_LIMIT = 1000;

export const institutionKeys = {
  all: ['institutions'] as const,
  lists: () => [...institutionKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...institutionKeys.lists(), params] as const,
  detail: (id: string) => [...institutionKeys.all, 'detail', id] as const,
  options: () => [...institutionKeys.all, 'options'] as const,
};

/** GET /api/institutions/{id}: the institution with its statistics (schools, teachers, students). */
export const institutionQuery = (id: string) =>
  queryOptions({
    queryKey: institutionKeys.detail(id),
    queryFn: () => call(institutions.get, { params: { id } }),
    staleTime: 0,
  });

/** Institutions for the pickers and filters of the school and user screens. */
export const institutionOptionsQuery = () =>
  queryOptions({
    queryKey: institutionKeys.options(),
    queryFn: () => call(institutions.list, { query: { limit: PICKER_LIMIT } }),
  });
