import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversionJob } from '#contract/course-materials';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '#src/lib/api-call';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

const done = (job: ConversionJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

/** GET /api/course-materials/jobs/{id}: a conversion's progress, polled every second until it ends. */
export const conversionJobQuery = (id: string) =>
  queryOptions({
    queryKey: courseMaterialKeys.job(id),
    queryFn: () => call(courseMaterials.job, { params: { id } }),
  });

export const useConversionJob = (id: string | null) =>
  useQuery({
    ...conversionJobQuery(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (done(query.state.data) ? false : 1000),
  });
