import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { SurveyEditor } from '#src/features/surveys/components/survey-editor';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/new')({ component: NewSurvey });

function NewSurvey() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`New Survey`}
        subtitle={t`Start from the suggested questions; choose several classes to create one survey per class`}
      />
      <SurveyEditor />
    </>
  );
}
