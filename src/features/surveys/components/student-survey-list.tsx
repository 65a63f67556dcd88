import { Stack } from '@mantine/core';
import { formatDateTime } from '#src/components/class-items/date-time';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { StudentItemCard } from '#src/components/class-items/student-item-card';
import { useNow } from '#src/components/class-items/use-now';
import { LinkButton } from '#src/components/link-button';
import { useAssignedSurveys } from '../api/assigned-surveys';

/** Spec 03 §2: the student's surveys with a countdown; Submitted with the time, or Start. */
export function StudentSurveyList() {
  const now = useNow(1000);
  return (
    <QueryStates query={useAssignedSurveys()} loadingLabel="Loading surveys">
      {(surveys) =>
        surveys.length ? (
          <Stack gap="sm" maw={720}>
            {surveys.map((s) => (
              <StudentItemCard
                key={s._id}
                item={s}
                now={now}
                submittedLabel={s.submission && `Submitted ${formatDateTime(s.submission.submitted_at)}`}
                review={
                  <LinkButton
                    size="sm"
                    variant="default"
                    aria-label={`See your answers to ${s.title}`}
                    to="/student/surveys/$id"
                    params={{ id: s._id }}
                  >
                    See answers
                  </LinkButton>
                }
                start={
                  <LinkButton
                    size="sm"
                    aria-label={`Start ${s.title}`}
                    to="/student/surveys/$id"
                    params={{ id: s._id }}
                  >
                    Start
                  </LinkButton>
                }
              />
            ))}
          </Stack>
        ) : (
          <EmptyItems title="No surveys yet" text="Your teacher has not published any survey for your class." />
        )
      }
    </QueryStates>
  );
}
