import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/student/assigned/list: published surveys of the student's class with their own submission. */
export const fetchAssignedSurveys = () => call(surveys.assigned, {});

export const assignedSurveysQuery = queryOptions({
  queryKey: surveyKeys.studentAssigned(),
  queryFn: fetchAssignedSurveys,
  select: (r) => r.surveys,
});

export const useAssignedSurveys = () => useQuery(assignedSurveysQuery);
