import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { AssessmentList } from '#src/features/assessments/components/assessment-list';
import { LinkButton } from '#src/components/link-button';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/')({ component: TeacherAssessments });

function TeacherAssessments() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Assessments`}
        subtitle={t`Your assessments by school and class`}
        actions={
          <>
            <LinkButton variant="default" to="/teacher/assessment-analytics">
              <Trans>Analytics</Trans>
            </LinkButton>
            <LinkButton to="/teacher/assessments/new" leftSection={<IconPlus size={16} />}>
              <Trans>New Assessment</Trans>
            </LinkButton>
          </>
        }
      />
      <AssessmentList />
    </>
  );
}
