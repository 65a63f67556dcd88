import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments/{id}/publish: the server checks the due date (at least 1 hour ahead) and the questions. */
export const publishAssessment = (id: string) => call(assessments.publish, { params: { id } });

export function usePublishAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishAssessment(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
