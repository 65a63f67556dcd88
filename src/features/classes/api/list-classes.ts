import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassListResponse } from '#contract/classes';
import { api } from '#src/lib/api-client';

/** GET /classes: the caller's classes with student count, session count and progress computed by the server. */
export const classesQuery = () =>
  queryOptions({ queryKey: ['classes', 'list', ''], queryFn: () => api.get('classes').json<ClassListResponse>() });

export const useClasses = () => useQuery(classesQuery());
