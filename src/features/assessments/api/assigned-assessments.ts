import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedAssessmentsResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';

/** GET /api/assessments/student/assigned/list: published assessments of the student's class, no answers. */
export const fetchAssignedAssessments = () =>
  api.get('assessments/student/assigned/list').json<AssignedAssessmentsResponse>();

export const assignedAssessmentsQuery = queryOptions({
  queryKey: ['assessments', 'student', 'assigned'],
  queryFn: fetchAssignedAssessments,
  select: (r) => r.assessments,
});

export const useAssignedAssessments = () => useQuery(assignedAssessmentsQuery);
