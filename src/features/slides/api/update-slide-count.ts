import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';
import { schoolKeys } from '#src/lib/queries/schools';
import { sessionProgressKeys } from '#src/lib/queries/sessions';

type Input = { schoolId: string; classLevel: string; slideCount: number };
export type SlideCountResponse = {
  school: { _id: string; name: string; total_slides_per_class: Record<string, number> };
  message: string;
};

/** PATCH /api/schools/{id}/slides/{class} {slide_count}: the school's slide count for the class's grade. */
export const updateSlideCount = ({ schoolId, classLevel, slideCount }: Input) =>
  api
    .patch(`schools/${encodeURIComponent(schoolId)}/slides/${encodeURIComponent(classLevel)}`, {
      json: { slide_count: slideCount },
    })
    .json<SlideCountResponse>();

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
