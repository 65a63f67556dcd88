import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitSurveyInput, SubmitSurveyResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** POST /api/surveys/{id}/submit: one rating per question, a comment only where allowed. */
export const submitSurvey = (id: string, input: SubmitSurveyInput, idempotencyKey: string) =>
  api
    .post(`surveys/${id}/submit`, { json: input, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<SubmitSurveyResponse>();

export function useSubmitSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmitSurveyInput; key: string }) => submitSurvey(id, input, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyKeys.student() }),
  });
}
