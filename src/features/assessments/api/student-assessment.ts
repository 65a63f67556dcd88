import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAssessmentResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id} as a student: the correct answers only once they have submitted. */
export const fetchStudentAssessment = (id: string) => api.get(`assessments/${id}`).json<StudentAssessmentResponse>();

export const studentAssessmentQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.studentDetail(id),
    queryFn: () => fetchStudentAssessment(id),
    select: (r) => r.assessment,
  });

export const useStudentAssessment = (id: string) => useQuery(studentAssessmentQuery(id));
