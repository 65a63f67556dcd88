import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { AssessmentEditor } from '#src/features/assessments/components/assessment-editor';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/new')({ component: NewAssessment });

function NewAssessment() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`New Assessment`} subtitle={t`Choose several classes to create one assessment per class`} />
      <AssessmentEditor />
    </>
  );
}
