import { queryOptions, useQuery } from '@tanstack/react-query';
import { classes } from '#contract/classes-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';

/** GET /api/classes?school_id=: the enrolled students per class, the attendance dialog's default total. */
export const classSizesQuery = (schoolId: string) =>
  queryOptions({
    queryKey: classKeys.sizes(schoolId),
    queryFn: () => call(classes.list, { query: { school_id: schoolId } }),
    select: (answer) => new Map(answer.data.map((c) => [c.class_level.toUpperCase(), c.student_count])),
    staleTime: 5 * 60_000,
  });

export const useClassSize = (schoolId: string, classLevel: string) => {
  const sizes = useQuery({ ...classSizesQuery(schoolId), enabled: Boolean(schoolId) });
  return sizes.data?.get(classLevel.toUpperCase()) ?? null;
};
