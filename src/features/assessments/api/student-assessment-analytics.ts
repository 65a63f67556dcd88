import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/analytics/student/{id}: totals, by school and class, the last 5 submissions. */
export const fetchStudentAssessmentAnalytics = (studentId: string) =>
  call(assessments.analyticsForStudent, { params: { id: studentId } });

export const studentAssessmentAnalyticsQuery = (studentId: string) =>
  queryOptions({
    queryKey: assessmentKeys.studentAnalytics(studentId),
    queryFn: () => fetchStudentAssessmentAnalytics(studentId),
  });

export const useStudentAssessmentAnalytics = (studentId: string) =>
  useQuery(studentAssessmentAnalyticsQuery(studentId));
