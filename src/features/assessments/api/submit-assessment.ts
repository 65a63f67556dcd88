import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments/{id}/submit: one selectedIndex per question, -1 when unanswered; scored by the server. */
export const submitAssessment = (id: string, answers: number[], idempotencyKey: string) =>
  call(assessments.submit, { params: { id }, body: { answers } }, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useSubmitAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, key }: { answers: number[]; key: string }) => submitAssessment(id, answers, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.student() }),
  });
}
