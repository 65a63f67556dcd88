import { createFileRoute } from '@tanstack/react-router';
import { SurveyDetail } from '#src/features/surveys/components/survey-detail';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/$id/')({ component: TeacherSurvey });

function TeacherSurvey() {
  const { id } = Route.useParams();
  return <SurveyDetail id={id} />;
}
