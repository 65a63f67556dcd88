import { Outlet, createFileRoute, useChildMatches } from '@tanstack/react-router';
import { SurveyDetail } from '../../../../../features/surveys/components/survey-detail';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/$id')({ component: TeacherSurvey });

/** The detail; /edit is a child route of this file, so it renders in its place. */
function TeacherSurvey() {
  const { id } = Route.useParams();
  const children = useChildMatches();
  return children.length ? <Outlet /> : <SurveyDetail id={id} />;
}
