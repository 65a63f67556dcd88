import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TEACHER_PERIOD } from '#contract/analytics';
import { teacherAnalyticsQuery } from '#src/lib/queries/analytics';

/** The dashboard's figures (period-independent) and the class rows: the default period. */
export const useTeacherAnalytics = (teacherId: string) =>
  useQuery(teacherAnalyticsQuery(teacherId, DEFAULT_TEACHER_PERIOD));
