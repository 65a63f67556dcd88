import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDetailResponse } from '#contract/classes';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';

export type ClassKey = { schoolId: string; classLevel: string };

/** GET /classes/{schoolId}/{classLevel}: its students and up to 10 recent sessions. */
export const classDetailQuery = (key: ClassKey) =>
  queryOptions({
    queryKey: classKeys.detail(key.schoolId, key.classLevel),
    queryFn: () => api.get(`classes/${key.schoolId}/${encodeURIComponent(key.classLevel)}`).json<ClassDetailResponse>(),
  });

export const useClassDetail = (key: ClassKey | null) =>
  useQuery({ ...classDetailQuery(key ?? { schoolId: '', classLevel: '' }), enabled: Boolean(key) });
