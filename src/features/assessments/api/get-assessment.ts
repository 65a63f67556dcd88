import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id} as a teacher: questions with their correct answers and the submission count. */
export const fetchAssessment = (id: string) => api.get(`assessments/${id}`).json<AssessmentResponse>();

export const assessmentQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: () => fetchAssessment(id),
    select: (r) => r.assessment,
  });

export const useAssessment = (id: string) => useQuery(assessmentQuery(id));
