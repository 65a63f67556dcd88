import { queryOptions } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '../api-call';

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: () => [...assessmentKeys.all, 'list'] as const,
  dashboard: () => [...assessmentKeys.all, 'dashboard'] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
  submissions: (id: string) => [...assessmentKeys.detail(id), 'submissions'] as const,
  teacherAnalytics: <F extends object>(teacherId: string, filters: F) =>
    [...assessmentKeys.all, 'analytics', 'teacher', teacherId, filters] as const,
  /** Everything a student's submission changes. */
  student: () => [...assessmentKeys.all, 'student'] as const,
  studentAssigned: () => [...assessmentKeys.student(), 'assigned'] as const,
  studentDetail: (id: string) => [...assessmentKeys.student(), 'detail', id] as const,
  studentAnalytics: (studentId: string) => [...assessmentKeys.student(), 'analytics', studentId] as const,
};

/** GET /api/assessments/student/assigned/list: published assessments of the student's class, no answers. */
export const assignedAssessmentsQuery = queryOptions({
  queryKey: assessmentKeys.studentAssigned(),
  queryFn: () => call(assessments.assigned, {}),
  select: (r) => r.assessments,
});
