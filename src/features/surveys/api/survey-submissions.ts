import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveySubmissionsResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id}/submissions: each with the student's name, answers and average rating. */
export const fetchSurveySubmissions = (id: string) =>
  api.get(`surveys/${id}/submissions`).json<SurveySubmissionsResponse>();

export const surveySubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.submissions(id),
    queryFn: () => fetchSurveySubmissions(id),
    select: (r) => r.submissions,
  });

export const useSurveySubmissions = (id: string) => useQuery(surveySubmissionsQuery(id));
