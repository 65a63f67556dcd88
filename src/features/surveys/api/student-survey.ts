import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentSurveyResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';

/** GET /api/surveys/{id} as a student: the survey and their own submission, if any. */
export const fetchStudentSurvey = (id: string) => api.get(`surveys/${id}`).json<StudentSurveyResponse>();

export const studentSurveyQuery = (id: string) =>
  queryOptions({
    queryKey: ['surveys', 'student', 'detail', id],
    queryFn: () => fetchStudentSurvey(id),
    select: (r) => r.survey,
  });

export const useStudentSurvey = (id: string) => useQuery(studentSurveyQuery(id));
