import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys: a teacher's surveys of their classes, ordered by school, class and due date. */
export const fetchSurveys = () => call(surveys.list, { query: { limit: 500 } });

export const surveysQuery = queryOptions({ queryKey: surveyKeys.list(), queryFn: fetchSurveys });

export const useSurveys = () => useQuery(surveysQuery);
