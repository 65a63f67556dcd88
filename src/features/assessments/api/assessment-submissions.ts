import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentSubmissionsResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id}/submissions: newest first, each with the student's name and score. */
export const fetchAssessmentSubmissions = (id: string) =>
  api.get(`assessments/${id}/submissions`).json<AssessmentSubmissionsResponse>();

export const assessmentSubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.submissions(id),
    queryFn: () => fetchAssessmentSubmissions(id),
    select: (r) => r.submissions,
  });

export const useAssessmentSubmissions = (id: string) => useQuery(assessmentSubmissionsQuery(id));
