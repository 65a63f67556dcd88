import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyResponse, UpdateSurveyInput } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** PUT /api/surveys/{id} */
export const updateSurvey = (id: string, input: UpdateSurveyInput) =>
  api.put(`surveys/${id}`, { json: input }).json<SurveyResponse>();

export function useUpdateSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSurveyInput) => updateSurvey(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
