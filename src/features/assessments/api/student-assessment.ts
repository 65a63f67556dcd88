import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTeacherAssessment } from '#contract/assessments';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id} as a student: the correct answers only once they have submitted. */
export async function fetchStudentAssessment(id: string) {
  const { assessment } = await call(assessments.get, { params: { id } });
  if (isTeacherAssessment(assessment)) throw new Error(`GET /assessments/${id} answered a teacher's view`);
  return { assessment };
}

export const studentAssessmentQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.studentDetail(id),
    queryFn: () => fetchStudentAssessment(id),
    select: (r) => r.assessment,
  });

export const useStudentAssessment = (id: string) => useQuery(studentAssessmentQuery(id));
