import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseMaterialListResponse } from '#contract/course-materials';
import { api } from '#src/lib/api-client';

/** GET /api/course-materials: the decks, and (for admins) conversions running or recently failed. */
export const fetchMaterials = () => api.get('course-materials').json<CourseMaterialListResponse>();

export const materialsQuery = queryOptions({ queryKey: ['course-materials', 'list'], queryFn: fetchMaterials });

const converting = (data: CourseMaterialListResponse | undefined) =>
  Boolean(data?.conversions.some((job) => job.status === 'queued' || job.status === 'running'));

/** Polls every 2 s while a conversion is under way, so its deck appears when it completes. */
export const useMaterials = () =>
  useQuery({ ...materialsQuery, refetchInterval: (query) => (converting(query.state.data) ? 2000 : false) });
