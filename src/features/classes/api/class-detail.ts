import { queryOptions, useQuery } from '@tanstack/react-query';
import { classes } from '#contract/classes-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';

export type ClassKey = { schoolId: string; classLevel: string };

/** GET /classes/{schoolId}/{classLevel}: its students and up to 10 recent sessions. */
export const classDetailQuery = (key: ClassKey) =>
  queryOptions({
    queryKey: classKeys.detail(key.schoolId, key.classLevel),
    queryFn: () => call(classes.get, { params: key }),
  });

export const useClassDetail = (key: ClassKey | null) =>
  useQuery({ ...classDetailQuery(key ?? { schoolId: '', classLevel: '' }), enabled: Boolean(key) });
