import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <QueryStates query={useAssignedSurveys()} loadingLabel={t`Loading surveys`}>
      {(surveys) =>
        surveys.length ? (
          <Stack gap="sm" maw={720}>
            {surveys.map((s) => {
              const title = s.title;
              const submittedAt = formatDateTime(s.submission?.submitted_at);
              return (
                <StudentItemCard
                  key={s._id}
                  item={s}
                  now={now}
                  submittedLabel={s.submission && t`Submitted ${submittedAt}`}
                  review={
                    <LinkButton
                      size="sm"
                      variant="default"
                      aria-label={t`See your answers to ${title}`}
                      to="/student/surveys/$id"
                      params={{ id: s._id }}
                    >
                      <Trans>See answers</Trans>
                    </LinkButton>
                  }
                  start={
                    <LinkButton
                      size="sm"
                      aria-label={t`Start ${title}`}
                      to="/student/surveys/$id"
                      params={{ id: s._id }}
                    >
                      <Trans>Start</Trans>
                    </LinkButton>
                  }
                />
              );
            })}
          </Stack>
        ) : (
          <EmptyItems title={t`No surveys yet`} text={t`Your teacher has not published any survey for your class.`} />
        )
      }
    </QueryStates>
  );
}
