import { Outlet, createFileRoute, useChildMatches } from '@tanstack/react-router';
import { AssessmentDetail } from '../../../../../features/assessments/components/assessment-detail';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/$id')({ component: TeacherAssessment });

/** The detail; /edit is a child route of this file, so it renders in its place. */
function TeacherAssessment() {
  const { id } = Route.useParams();
  const children = useChildMatches();
  return children.length ? <Outlet /> : <AssessmentDetail id={id} />;
}
