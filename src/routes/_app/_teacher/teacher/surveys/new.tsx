import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { SurveyEditor } from '#src/features/surveys/components/survey-editor';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/new')({ component: NewSurvey });

function NewSurvey() {
  return (
    <>
      <PageHeader
        title="New Survey"
        subtitle="Start from the suggested questions; choose several classes to create one survey per class"
      />
      <SurveyEditor />
    </>
  );
}
