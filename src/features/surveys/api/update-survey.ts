import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSurveyInput } from '#contract/surveys';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** PUT /api/surveys/{id} */
export const updateSurvey = (id: string, input: UpdateSurveyInput) =>
  call(surveys.update, { params: { id }, body: input });

export function useUpdateSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSurveyInput) => updateSurvey(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
