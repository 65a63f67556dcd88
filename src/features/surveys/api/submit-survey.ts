import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitSurveyInput } from '#contract/surveys';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** POST /api/surveys/{id}/submit: one rating per question, a comment only where allowed. */
export const submitSurvey = (id: string, input: SubmitSurveyInput, idempotencyKey: string) =>
  call(surveys.submit, { params: { id }, body: input }, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useSubmitSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmitSurveyInput; key: string }) => submitSurvey(id, input, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyKeys.student() }),
  });
}
