import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTeacherSurvey } from '#contract/surveys';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id} as a student: the survey and their own submission, if any. */
export async function fetchStudentSurvey(id: string) {
  const { survey } = await call(surveys.get, { params: { id } });
  if (isTeacherSurvey(survey)) throw new Error(`GET /surveys/${id} answered a teacher's view`);
  return { survey };
}

export const studentSurveyQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.studentDetail(id),
    queryFn: () => fetchStudentSurvey(id),
    select: (r) => r.survey,
  });

export const useStudentSurvey = (id: string) => useQuery(studentSurveyQuery(id));
