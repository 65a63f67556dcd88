import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentListResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { refetchUnlessJustFetched } from '#src/lib/query-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments: the teacher's assessments (published or draft, with due dates). */
export const teacherAssessmentsQuery = queryOptions({
  queryKey: assessmentKeys.dashboard(),
  queryFn: () => api.get('assessments', { searchParams: { limit: 500 } }).json<AssessmentListResponse>(),
  select: (r) => r.assessments,
  staleTime: 0,
  refetchOnMount: refetchUnlessJustFetched,
});

export const useTeacherAssessments = () => useQuery(teacherAssessmentsQuery);
