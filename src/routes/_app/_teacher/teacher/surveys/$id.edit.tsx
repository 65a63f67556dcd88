import { createFileRoute } from '@tanstack/react-router';
import { EditSurvey } from '#src/features/surveys/components/edit-survey';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/$id/edit')({ component: EditSurveyScreen });

function EditSurveyScreen() {
  const { id } = Route.useParams();
  return <EditSurvey id={id} />;
}
