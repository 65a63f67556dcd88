import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedAssessmentsResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';

/** GET /api/assessments/student/assigned/list: the published assessments of the student's class. */
export const assignedAssessmentsQuery = queryOptions({
  queryKey: ['assessments', 'student', 'assigned'],
  queryFn: () => api.get('assessments/student/assigned/list').json<AssignedAssessmentsResponse>(),
  select: (r) => r.assessments,
  staleTime: 0,
});

export const useAssignedAssessments = () => useQuery(assignedAssessmentsQuery);
