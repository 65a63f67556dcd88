import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TEACHER_PERIOD } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';

/** GET /api/analytics/teacher/{id}: the dashboard's figures (period-independent) and the class rows. */
export const teacherAnalyticsQuery = (teacherId: string) =>
  queryOptions({
    queryKey: ['analytics', 'teacher', teacherId, DEFAULT_TEACHER_PERIOD],
    queryFn: () =>
      api
        .get(`analytics/teacher/${teacherId}`, { searchParams: { period: DEFAULT_TEACHER_PERIOD } })
        .json<TeacherAnalytics>(),
    staleTime: 0,
  });

export const useTeacherAnalytics = (teacherId: string) => useQuery(teacherAnalyticsQuery(teacherId));
