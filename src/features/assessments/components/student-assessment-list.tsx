import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { StudentItemCard } from '#src/components/class-items/student-item-card';
import { useNow } from '#src/components/class-items/use-now';
import { LinkButton } from '#src/components/link-button';
import { useAssignedAssessments } from '../api/assigned-assessments';

/** Spec 03 §2: the student's assessments with a live countdown; Submitted with the score, or Start. */
export function StudentAssessmentList() {
  const now = useNow(1000);
  const { t } = useLingui();
  return (
    <QueryStates query={useAssignedAssessments()} loadingLabel={t`Loading assessments`}>
      {(assessments) =>
        assessments.length ? (
          <Stack gap="sm" maw={720}>
            {assessments.map((a) => {
              const title = a.title;
              const score = a.submission?.score;
              const maxScore = a.submission?.max_score;
              return (
                <StudentItemCard
                  key={a._id}
                  item={a}
                  now={now}
                  submittedLabel={a.submission && t`Submitted · ${score}/${maxScore}`}
                  review={
                    <LinkButton
                      size="sm"
                      variant="default"
                      to="/student/assessments/$id"
                      params={{ id: a._id }}
                      aria-label={t`See results of ${title}`}
                    >
                      <Trans>See results</Trans>
                    </LinkButton>
                  }
                  start={
                    <LinkButton
                      size="sm"
                      to="/student/assessments/$id"
                      params={{ id: a._id }}
                      aria-label={t`Start ${title}`}
                    >
                      <Trans>Start</Trans>
                    </LinkButton>
                  }
                />
              );
            })}
          </Stack>
        ) : (
          <EmptyItems
            title={t`No assessments yet`}
            text={t`Your teacher has not published any assessment for your class.`}
          />
        )
      }
    </QueryStates>
  );
}
