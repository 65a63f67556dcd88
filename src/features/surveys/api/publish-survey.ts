import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** POST /api/surveys/{id}/publish: the server checks the due date (at least 1 hour ahead) and the questions. */
export const publishSurvey = (id: string) => call(surveys.publish, { params: { id } });

/** Publish any survey of the list or the detail (the id is given per call). */
export function usePublishSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishSurvey(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
