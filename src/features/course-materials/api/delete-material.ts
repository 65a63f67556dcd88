import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '#src/lib/api-call';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

/** DELETE /api/course-materials/class/{class} */
export const deleteMaterial = (classNumber: number) =>
  call(courseMaterials.delete, { params: { class: String(classNumber) } });

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseMaterialKeys.all }),
  });
}
