import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTeacherAssessment } from '#contract/assessments';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id} as a teacher: questions with their correct answers and the submission count. */
export async function fetchAssessment(id: string) {
  const { assessment } = await call(assessments.get, { params: { id } });
  if (!isTeacherAssessment(assessment)) throw new Error(`GET /assessments/${id} answered a student's view`);
  return { assessment };
}

export const assessmentQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: () => fetchAssessment(id),
    select: (r) => r.assessment,
  });

export const useAssessment = (id: string) => useQuery(assessmentQuery(id));
