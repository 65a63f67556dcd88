import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherAssessmentAnalytics } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

export type AnalyticsFilters = { school_id?: string; class_level?: string };

/** GET /api/assessments/analytics/teacher/{id}?school_id&class_level (class level upper-cased). */
export function fetchTeacherAssessmentAnalytics(teacherId: string, filters: AnalyticsFilters) {
  const searchParams: Record<string, string> = {};
  if (filters.school_id) searchParams.school_id = filters.school_id;
  if (filters.class_level) searchParams.class_level = filters.class_level.toUpperCase();
  return api.get(`assessments/analytics/teacher/${teacherId}`, { searchParams }).json<TeacherAssessmentAnalytics>();
}

export const teacherAssessmentAnalyticsQuery = (teacherId: string, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: assessmentKeys.teacherAnalytics(teacherId, filters),
    queryFn: () => fetchTeacherAssessmentAnalytics(teacherId, filters),
  });

export const useTeacherAssessmentAnalytics = (teacherId: string, filters: AnalyticsFilters) =>
  useQuery(teacherAssessmentAnalyticsQuery(teacherId, filters));
