import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../../components/page-header';
import { StudentSurveyList } from '../../../../../features/surveys/components/student-survey-list';

export const Route = createFileRoute('/_app/_student/student/surveys/')({ component: StudentSurveys });

function StudentSurveys() {
  return (
    <>
      <PageHeader title="Surveys" />
      <StudentSurveyList />
    </>
  );
}
