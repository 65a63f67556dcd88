import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { StudentAssessmentList } from '#src/features/assessments/components/student-assessment-list';
import { LinkButton } from '#src/components/link-button';

export const Route = createFileRoute('/_app/_student/student/assessments/')({ component: StudentAssessments });

function StudentAssessments() {
  return (
    <>
      <PageHeader
        title="Assessments"
        actions={
          <LinkButton variant="default" size="sm" to="/student/assessment-analytics">
            My results
          </LinkButton>
        }
      />
      <StudentAssessmentList />
    </>
  );
}
