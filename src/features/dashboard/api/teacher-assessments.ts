import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { refetchUnlessJustFetched } from '#src/lib/query-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments: the teacher's assessments (published or draft, with due dates). */
export const teacherAssessmentsQuery = queryOptions({
  queryKey: assessmentKeys.dashboard(),
  queryFn: () => call(assessments.list, { query: { limit: 500 } }),
  select: (r) => r.assessments,
  staleTime: 0,
  refetchOnMount: refetchUnlessJustFetched,
});

export const useTeacherAssessments = () => useQuery(teacherAssessmentsQuery);
