import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyResponse, UpdateSurveyInput } from '#contract/surveys';
import { api } from '#src/lib/api-client';

/** PUT /api/surveys/{id} */
export const updateSurvey = (id: string, input: UpdateSurveyInput) =>
  api.put(`surveys/${id}`, { json: input }).json<SurveyResponse>();

export function useUpdateSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSurveyInput) => updateSurvey(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['surveys'] }),
  });
}
