import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenameSlideInput } from '#contract/course-materials';
import { api } from '#src/lib/api-client';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

type Rename = { classNumber: number; number: number; input: RenameSlideInput };

/** PUT /api/course-materials/class/{class}/slide/{n} {title} */
export const renameSlide = ({ classNumber, number, input }: Rename) =>
  api
    .put(`course-materials/class/${classNumber}/slide/${number}`, { json: input })
    .json<{ slide: { number: number; title: string }; message: string }>();

export function useRenameSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSlide,
    onSuccess: (_, { classNumber }) =>
      queryClient.invalidateQueries({ queryKey: courseMaterialKeys.deck(classNumber) }),
  });
}
