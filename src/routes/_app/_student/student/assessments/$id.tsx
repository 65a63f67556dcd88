import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { AssessmentAttempt } from '#src/features/assessments/components/assessment-attempt';

export const Route = createFileRoute('/_app/_student/student/assessments/$id')({ component: StudentAssessment });

function StudentAssessment() {
  const { id } = Route.useParams();
  return (
    <>
      <Anchor component={Link} to="/student/assessments" size="sm" mb="xs" display="inline-block">
        <Trans>← Assessments</Trans>
      </Anchor>
      <AssessmentAttempt id={id} />
    </>
  );
}
