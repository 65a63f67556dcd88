import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';
import { schoolKeys } from '#src/lib/queries/schools';
import { sessionProgressKeys } from '#src/lib/queries/sessions';

type Input = { schoolId: string; classLevel: string; slideCount: number };

/** PATCH /api/schools/{id}/slides/{class} {slide_count}: the school's slide count for the class's grade. */
export const updateSlideCount = ({ schoolId, classLevel, slideCount }: Input) =>
  call(schools.setSlideCount, { params: { id: schoolId, n: classLevel }, body: { slide_count: slideCount } });

export function useUpdateSlideCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlideCount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionProgressKeys.all }),
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
        queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
      ]),
  });
}
