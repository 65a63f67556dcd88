import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

/** DELETE /api/course-materials/class/{class} */
export const deleteMaterial = (classNumber: number) =>
  api.delete(`course-materials/class/${classNumber}`).json<{ message: string }>();

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseMaterialKeys.all }),
  });
}
