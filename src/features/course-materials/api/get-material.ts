import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '#src/lib/api-call';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

/** GET /api/course-materials/class/{class}: one deck with its slides. */
export const materialQuery = (classNumber: number) =>
  queryOptions({
    queryKey: courseMaterialKeys.deck(classNumber),
    queryFn: () => call(courseMaterials.get, { params: { class: String(classNumber) } }),
  });

export const useMaterial = (classNumber: number | null) =>
  useQuery({ ...materialQuery(classNumber ?? 0), enabled: classNumber !== null });
