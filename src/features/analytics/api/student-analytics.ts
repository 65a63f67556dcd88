import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAnalytics } from '#contract/student-analytics';
import { api } from '#src/lib/api-client';
import { analyticsKeys } from '#src/lib/queries/analytics';

/**
 * GET /api/analytics/student/{id}: My Progress's figures plus the months, scores, surveys and what is due.
 * Its own key under ['analytics', 'student', id] (that key holds the smaller My Progress answer), so invalidating
 * a student's analytics refreshes both.
 */
export const studentAnalyticsQuery = (studentId: string) =>
  queryOptions({
    queryKey: analyticsKeys.studentView(studentId),
    queryFn: () => api.get(`analytics/student/${studentId}`).json<StudentAnalytics>(),
    staleTime: 0,
  });

export const useStudentAnalytics = (studentId: string) => useQuery(studentAnalyticsQuery(studentId));
