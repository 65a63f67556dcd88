import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveySubmissionsResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';

/** GET /api/surveys/{id}/submissions: each with the student's name, answers and average rating. */
export const fetchSurveySubmissions = (id: string) =>
  api.get(`surveys/${id}/submissions`).json<SurveySubmissionsResponse>();

export const surveySubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['surveys', 'detail', id, 'submissions'],
    queryFn: () => fetchSurveySubmissions(id),
    select: (r) => r.submissions,
  });

export const useSurveySubmissions = (id: string) => useQuery(surveySubmissionsQuery(id));
