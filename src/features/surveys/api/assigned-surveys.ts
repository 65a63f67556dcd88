import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedSurveysResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/student/assigned/list: published surveys of the student's class with their own submission. */
export const fetchAssignedSurveys = () => api.get('surveys/student/assigned/list').json<AssignedSurveysResponse>();

export const assignedSurveysQuery = queryOptions({
  queryKey: surveyKeys.studentAssigned(),
  queryFn: fetchAssignedSurveys,
  select: (r) => r.surveys,
});

export const useAssignedSurveys = () => useQuery(assignedSurveysQuery);
