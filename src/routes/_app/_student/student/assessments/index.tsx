import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { StudentAssessmentList } from '#src/features/assessments/components/student-assessment-list';
import { LinkButton } from '#src/components/link-button';

export const Route = createFileRoute('/_app/_student/student/assessments/')({ component: StudentAssessments });

function StudentAssessments() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Assessments`}
        actions={
          <LinkButton variant="default" size="sm" to="/student/assessment-analytics">
            <Trans>My results</Trans>
          </LinkButton>
        }
      />
      <StudentAssessmentList />
    </>
  );
}
