import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAssessmentInput } from '#contract/assessments';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** PUT /api/assessments/{id} */
export const updateAssessment = (id: string, input: UpdateAssessmentInput) =>
  call(assessments.update, { params: { id }, body: input });

export function useUpdateAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAssessmentInput) => updateAssessment(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
