import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentProgress } from '#contract/analytics-types';
import { api } from '#src/lib/api-client';

/** GET /api/students/{id}/progress: the class's place in its deck, attendance, achievements, upcoming topics. */
export const studentProgressQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['analytics', 'student', studentId],
    queryFn: () => api.get(`students/${studentId}/progress`).json<StudentProgress>(),
    staleTime: 0,
  });

export const useStudentProgress = (studentId: string) => useQuery(studentProgressQuery(studentId));
