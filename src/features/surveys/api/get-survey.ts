import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id} as a teacher. */
export const fetchSurvey = (id: string) => api.get(`surveys/${id}`).json<SurveyResponse>();

export const surveyQuery = (id: string) =>
  queryOptions({ queryKey: surveyKeys.detail(id), queryFn: () => fetchSurvey(id), select: (r) => r.survey });

export const useSurvey = (id: string) => useQuery(surveyQuery(id));
