import { createFileRoute } from '@tanstack/react-router';
import { EditAssessment } from '#src/features/assessments/components/edit-assessment';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/$id/edit')({
  component: EditAssessmentScreen,
});

function EditAssessmentScreen() {
  const { id } = Route.useParams();
  return <EditAssessment id={id} />;
}
