import { queryOptions } from '@tanstack/react-query';
import type { TeacherPeriod } from '#contract/analytics';
import { analytics } from '#contract/analytics-endpoints';
import { students } from '#contract/people-endpoints';
import { call } from '../api-call';
import { refetchUnlessJustFetched } from '../query-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  dashboard: () => [...analyticsKeys.all, 'dashboard'] as const,
  // A student's progress; the analytics view sits under it, so invalidating the one refreshes both.
  student: (studentId: string) => [...analyticsKeys.all, 'student', studentId] as const,
  studentView: (studentId: string) => [...analyticsKeys.student(studentId), 'view'] as const,
  teacher: (teacherId: string, period: TeacherPeriod) => [...analyticsKeys.all, 'teacher', teacherId, period] as const,
  institution: (id: string) => [...analyticsKeys.all, 'institution', id, 'default'] as const,
  school: (id: string) => [...analyticsKeys.all, 'school', id, 'default'] as const,
  comprehensive: <R extends object>(range: R) => [...analyticsKeys.all, 'comprehensive', range] as const,
  general: <T extends object, R extends object>(target: T, range: R) =>
    [...analyticsKeys.all, 'general', target, range] as const,
};

/** GET /api/students/{id}/progress: the class's place in its deck, attendance, achievements, upcoming topics. */
export const studentProgressQuery = (studentId: string) =>
  queryOptions({
    queryKey: analyticsKeys.student(studentId),
    queryFn: () => call(students.progress, { params: { id: studentId } }),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
  });

/** GET /api/analytics/teacher/{id}?period=: the Teaching Analytics payload (spec 03 §3), the dashboard's figures. */
export const teacherAnalyticsQuery = (teacherId: string, period: TeacherPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.teacher(teacherId, period),
    queryFn: () => call(analytics.teacher, { params: { id: teacherId }, query: { period } }),
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
  });
