import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherPeriod } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';

/** GET /api/analytics/teacher/{id}?period=: the Teaching Analytics payload (spec 03 §3). */
export const teacherAnalyticsQuery = (teacherId: string, period: TeacherPeriod) =>
  queryOptions({
    queryKey: ['analytics', 'teacher', teacherId, period],
    queryFn: () => api.get(`analytics/teacher/${teacherId}`, { searchParams: { period } }).json<TeacherAnalytics>(),
    staleTime: 0,
  });

export const useTeacherAnalytics = (teacherId: string, period: TeacherPeriod) =>
  useQuery({ ...teacherAnalyticsQuery(teacherId, period), placeholderData: keepPreviousData });
