import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAssessmentAnalytics } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments/analytics/student/{id}: totals, by school and class, the last 5 submissions. */
export const fetchStudentAssessmentAnalytics = (studentId: string) =>
  api.get(`assessments/analytics/student/${studentId}`).json<StudentAssessmentAnalytics>();

export const studentAssessmentAnalyticsQuery = (studentId: string) =>
  queryOptions({
    queryKey: assessmentKeys.studentAnalytics(studentId),
    queryFn: () => fetchStudentAssessmentAnalytics(studentId),
  });

export const useStudentAssessmentAnalytics = (studentId: string) =>
  useQuery(studentAssessmentAnalyticsQuery(studentId));
