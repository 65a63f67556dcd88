import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments/{id}/publish: the server checks the due date (at least 1 hour ahead) and the questions. */
export const publishAssessment = (id: string) => api.post(`assessments/${id}/publish`).json<AssessmentResponse>();

export function usePublishAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishAssessment(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
