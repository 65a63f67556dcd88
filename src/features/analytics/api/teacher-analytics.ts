import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeacherPeriod } from '#contract/analytics';
import { teacherAnalyticsQuery } from '#src/lib/queries/analytics';

/** The previous period's figures stay on screen while another period loads. */
export const useTeacherAnalytics = (teacherId: string, period: TeacherPeriod) =>
  useQuery({ ...teacherAnalyticsQuery(teacherId, period), placeholderData: keepPreviousData });
