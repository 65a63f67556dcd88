import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '#contract/pagination';
import type { Survey } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

export type SurveyList = { surveys: Survey[]; pagination: Pagination };

/** GET /api/surveys: a teacher's surveys of their classes, ordered by school, class and due date. */
export const fetchSurveys = () => api.get('surveys', { searchParams: { limit: 500 } }).json<SurveyList>();

export const surveysQuery = queryOptions({ queryKey: surveyKeys.list(), queryFn: fetchSurveys });

export const useSurveys = () => useQuery(surveysQuery);
