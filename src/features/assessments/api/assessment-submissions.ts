import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/{id}/submissions: newest first, each with the student's name and score. */
export const fetchAssessmentSubmissions = (id: string) => call(assessments.submissions, { params: { id } });

export const assessmentSubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.submissions(id),
    queryFn: () => fetchAssessmentSubmissions(id),
    select: (r) => r.submissions,
  });

export const useAssessmentSubmissions = (id: string) => useQuery(assessmentSubmissionsQuery(id));
