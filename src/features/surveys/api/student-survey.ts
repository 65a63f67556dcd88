import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentSurveyResponse } from '#contract/surveys';
import { api } from '#src/lib/api-client';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id} as a student: the survey and their own submission, if any. */
export const fetchStudentSurvey = (id: string) => api.get(`surveys/${id}`).json<StudentSurveyResponse>();

export const studentSurveyQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.studentDetail(id),
    queryFn: () => fetchStudentSurvey(id),
    select: (r) => r.survey,
  });

export const useStudentSurvey = (id: string) => useQuery(studentSurveyQuery(id));
