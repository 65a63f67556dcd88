import { createFileRoute } from '@tanstack/react-router';
import { AssessmentDetail } from '#src/features/assessments/components/assessment-detail';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/$id/')({ component: TeacherAssessment });

function TeacherAssessment() {
  const { id } = Route.useParams();
  return <AssessmentDetail id={id} />;
}
