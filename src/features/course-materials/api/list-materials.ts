import { useQuery } from '@tanstack/react-query';
import type { CourseMaterialListResponse } from '#contract/course-materials';
import { materialListQuery } from '#src/lib/queries/course-materials';

const converting = (data: CourseMaterialListResponse | undefined) =>
  Boolean(data?.conversions.some((job) => job.status === 'queued' || job.status === 'running'));

/** Polls every 2 s while a conversion is under way, so its deck appears when it completes. */
export const useMaterials = () =>
  useQuery({ ...materialListQuery(), refetchInterval: (query) => (converting(query.state.data) ? 2000 : false) });
