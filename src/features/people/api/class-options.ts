import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassListResponse } from '#contract/classes';
import { api } from '#src/lib/api-client';

/** The classes in the caller's scope, for the students list's class filter. */
export const classOptionsQuery = () =>
  queryOptions({ queryKey: ['classes', 'list', ''], queryFn: () => api.get('classes').json<ClassListResponse>() });

export const useClassOptions = () => useQuery(classOptionsQuery());
