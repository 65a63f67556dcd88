import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseMaterialResponse } from '#contract/course-materials';
import { api } from '#src/lib/api-client';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

/** GET /api/course-materials/class/{class}: one deck with its slides. */
export const materialQuery = (classNumber: number) =>
  queryOptions({
    queryKey: courseMaterialKeys.deck(classNumber),
    queryFn: () => api.get(`course-materials/class/${classNumber}`).json<CourseMaterialResponse>(),
  });

export const useMaterial = (classNumber: number | null) =>
  useQuery({ ...materialQuery(classNumber ?? 0), enabled: classNumber !== null });
