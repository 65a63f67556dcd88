import { queryOptions } from '@tanstack/react-query';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '../api-call';

export const courseMaterialKeys = {
  all: ['course-materials'] as const,
  list: () => [...courseMaterialKeys.all, 'list'] as const,
  deck: (classNumber: number) => [...courseMaterialKeys.all, 'class', classNumber] as const,
  job: (id: string) => [...courseMaterialKeys.all, 'jobs', id] as const,
};

/**
 * GET /api/course-materials: the decks (version, slides, bytes; a teacher gets their grades') and, for admins,
 * conversions running or recently failed. `timeout` in ms: the client's default when not given.
 */
export const materialListQuery = ({ timeout }: { timeout?: number } = {}) =>
  queryOptions({
    queryKey: courseMaterialKeys.list(),
    queryFn: () => call(courseMaterials.list, {}, timeout === undefined ? {} : { timeout }),
  });
