import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { StudentSurveyList } from '#src/features/surveys/components/student-survey-list';

export const Route = createFileRoute('/_app/_student/student/surveys/')({ component: StudentSurveys });

function StudentSurveys() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Surveys`} />
      <StudentSurveyList />
    </>
  );
}
