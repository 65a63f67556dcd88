import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSurveyInput } from '#contract/surveys';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** POST /api/surveys: one survey per class in class_levels. */
export const createSurveys = (input: CreateSurveyInput, idempotencyKey: string) =>
  call(surveys.create, { body: input }, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateSurveys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateSurveyInput; key: string }) => createSurveys(input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
