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
  return (
    <QueryStates query={useAssignedAssessments()} loadingLabel="Loading assessments">
      {(assessments) =>
        assessments.length ? (
          <Stack gap="sm" maw={720}>
            {assessments.map((a) => (
              <StudentItemCard
                key={a._id}
                item={a}
                now={now}
                submittedLabel={a.submission && `Submitted · ${a.submission.score}/${a.submission.max_score}`}
                review={
                  <LinkButton
                    size="sm"
                    variant="default"
                    to="/student/assessments/$id"
                    params={{ id: a._id }}
                    aria-label={`See results of ${a.title}`}
                  >
                    See results
                  </LinkButton>
                }
                start={
                  <LinkButton
                    size="sm"
                    to="/student/assessments/$id"
                    params={{ id: a._id }}
                    aria-label={`Start ${a.title}`}
                  >
                    Start
                  </LinkButton>
                }
              />
            ))}
          </Stack>
        ) : (
          <EmptyItems title="No assessments yet" text="Your teacher has not published any assessment for your class." />
        )
      }
    </QueryStates>
  );
}
