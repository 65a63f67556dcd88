import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenameSlideInput } from '#contract/course-materials';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '#src/lib/api-call';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

type Rename = { classNumber: number; number: number; input: RenameSlideInput };

/** PUT /api/course-materials/class/{class}/slide/{n} {title} */
export const renameSlide = ({ classNumber, number, input }: Rename) =>
  call(courseMaterials.renameSlide, { params: { class: String(classNumber), n: String(number) }, body: input });

export function useRenameSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSlide,
    onSuccess: (_, { classNumber }) =>
      queryClient.invalidateQueries({ queryKey: courseMaterialKeys.deck(classNumber) }),
  });
}
