import { queryOptions, useQuery } from '@tanstack/react-query';
import { analytics } from '#contract/analytics-endpoints';
import { call } from '#src/lib/api-call';
import { analyticsKeys } from '#src/lib/queries/analytics';

/**
 * GET /api/analytics/student/{id}: My Progress's figures plus the months, scores, surveys and what is due.
 * Its own key under ['analytics', 'student', id] (that key holds the smaller My Progress answer), so invalidating
 * a student's analytics refreshes both.
 */
export const studentAnalyticsQuery = (studentId: string) =>
  queryOptions({
    queryKey: analyticsKeys.studentView(studentId),
    queryFn: () => call(analytics.student, { params: { id: studentId } }),
    staleTime: 0,
  });

export const useStudentAnalytics = (studentId: string) => useQuery(studentAnalyticsQuery(studentId));
