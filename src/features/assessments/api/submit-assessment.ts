import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitAssessmentResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments/{id}/submit: one selectedIndex per question, -1 when unanswered; scored by the server. */
export const submitAssessment = (id: string, answers: number[], idempotencyKey: string) =>
  api
    .post(`assessments/${id}/submit`, { json: { answers }, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<SubmitAssessmentResponse>();

export function useSubmitAssessment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, key }: { answers: number[]; key: string }) => submitAssessment(id, answers, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.student() }),
  });
}
