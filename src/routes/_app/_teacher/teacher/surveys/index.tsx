import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { SurveyList } from '#src/features/surveys/components/survey-list';

export const Route = createFileRoute('/_app/_teacher/teacher/surveys/')({ component: TeacherSurveys });

function TeacherSurveys() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Surveys`}
        subtitle={t`Your surveys by school and class`}
        actions={
          <LinkButton leftSection={<IconPlus size={16} />} to="/teacher/surveys/new">
            <Trans>New Survey</Trans>
          </LinkButton>
        }
      />
      <SurveyList />
    </>
  );
}
