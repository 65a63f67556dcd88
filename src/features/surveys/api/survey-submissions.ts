import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id}/submissions: each with the student's name, answers and average rating. */
export const fetchSurveySubmissions = (id: string) => call(surveys.submissions, { params: { id } });

export const surveySubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.submissions(id),
    queryFn: () => fetchSurveySubmissions(id),
    select: (r) => r.submissions,
  });

export const useSurveySubmissions = (id: string) => useQuery(surveySubmissionsQuery(id));
