import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

export type AnalyticsFilters = { school_id?: string; class_level?: string };

/** GET /api/assessments/analytics/teacher/{id}?school_id&class_level (class level upper-cased). */
export const fetchTeacherAssessmentAnalytics = (teacherId: string, filters: AnalyticsFilters) =>
  call(assessments.analyticsForTeacher, {
    params: { id: teacherId },
    query: { school_id: filters.school_id, class_level: filters.class_level?.toUpperCase() },
  });

export const teacherAssessmentAnalyticsQuery = (teacherId: string, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: assessmentKeys.teacherAnalytics(teacherId, filters),
    queryFn: () => fetchTeacherAssessmentAnalytics(teacherId, filters),
  });

export const useTeacherAssessmentAnalytics = (teacherId: string, filters: AnalyticsFilters) =>
  useQuery(teacherAssessmentAnalyticsQuery(teacherId, filters));
