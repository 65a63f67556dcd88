import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResponse, UpdateAssessmentInput } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** PUT /api/assessments/{id} */
export const updateAssessment = (id: string, input: UpdateAssessmentInput) =>
  api.put(`assessments/${id}`, { json: input }).json<AssessmentResponse>();

export function useUpdateAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAssessmentInput) => updateAssessment(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
