import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTeacherSurvey } from '#contract/surveys';
import { surveys } from '#contract/surveys-endpoints';
import { call } from '#src/lib/api-call';
import { surveyKeys } from '#src/lib/queries/surveys';

/** GET /api/surveys/{id} as a teacher. */
export async function fetchSurvey(id: string) {
  const { survey } = await call(surveys.get, { params: { id } });
  if (!isTeacherSurvey(survey)) throw new Error(`GET /surveys/${id} answered a student's view`);
  return { survey };
}

export const surveyQuery = (id: string) =>
  queryOptions({ queryKey: surveyKeys.detail(id), queryFn: () => fetchSurvey(id), select: (r) => r.survey });

export const useSurvey = (id: string) => useQuery(surveyQuery(id));
