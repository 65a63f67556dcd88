import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { SurveyResponse } from '#src/features/surveys/components/survey-response';

export const Route = createFileRoute('/_app/_student/student/surveys/$id')({ component: StudentSurvey });

function StudentSurvey() {
  const { id } = Route.useParams();
  return (
    <>
      <Anchor component={Link} to="/student/surveys" size="sm" mb="xs" display="inline-block">
        <Trans>← Surveys</Trans>
      </Anchor>
      <SurveyResponse id={id} />
    </>
  );
}
