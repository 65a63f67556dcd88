import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSurveyInput, CreateSurveysResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** POST /api/surveys: one survey per class in class_levels. */
export const createSurveys = (input: CreateSurveyInput, idempotencyKey: string) =>
  api.post('surveys', { json: input, headers: { 'Idempotency-Key': idempotencyKey } }).json<CreateSurveysResponse>();

export function useCreateSurveys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateSurveyInput; key: string }) => createSurveys(input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
