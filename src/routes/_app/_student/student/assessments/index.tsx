import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../../components/page-header';
import { StudentAssessmentList } from '../../../../../features/assessments/components/student-assessment-list';
import { LinkButton } from '../../../../../components/link-button';

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
