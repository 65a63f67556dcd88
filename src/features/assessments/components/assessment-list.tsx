import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClassItemGroups, ClassItemRow } from '#src/components/class-items/class-item-groups';
import { formatDateTime } from '#src/components/class-items/date-time';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { LinkButton } from '#src/components/link-button';
import { useSession } from '#src/lib/use-session';
import { useAssessments } from '../api/list-assessments';

/** Spec 03 §2: the teacher's assessments grouped by school and class, with View, Edit and Analytics. */
export function AssessmentList() {
  const me = useSession()?.user._id;
  const { t } = useLingui();
  return (
    <QueryStates query={useAssessments()} loadingLabel={t`Loading assessments`}>
      {({ assessments, pagination }) =>
        assessments.length ? (
          <ClassItemGroups items={assessments} total={pagination.total} noun="assessment">
            {(a) => {
              const title = a.title;
              const due = formatDateTime(a.due_at);
              const submissions = a.submissionCount;
              const classLevel = a.class_level;
              return (
                <ClassItemRow
                  key={a._id}
                  title={a.title}
                  published={a.published}
                  facts={t`Due ${due} · ${plural(submissions, { one: '# submission', other: '# submissions' })}`}
                  actions={
                    <>
                      <LinkButton
                        size="xs"
                        variant="light"
                        to="/teacher/assessments/$id"
                        params={{ id: a._id }}
                        aria-label={t`View ${title}`}
                      >
                        <Trans>View</Trans>
                      </LinkButton>
                      {a.teacher_id === me && (
                        <LinkButton
                          size="xs"
                          variant="default"
                          to="/teacher/assessments/$id/edit"
                          params={{ id: a._id }}
                          aria-label={t`Edit ${title}`}
                        >
                          <Trans>Edit</Trans>
                        </LinkButton>
                      )}
                      <LinkButton
                        size="xs"
                        variant="subtle"
                        to="/teacher/assessment-analytics"
                        search={{ school_id: a.school_id, class_level: a.class_level }}
                        aria-label={t`Analytics for class ${classLevel}`}
                      >
                        <Trans>Analytics</Trans>
                      </LinkButton>
                    </>
                  }
                />
              );
            }}
          </ClassItemGroups>
        ) : (
          <EmptyItems
            title={t`No assessments yet`}
            text={t`Create one for your classes; students see it once it is published.`}
            action={
              <LinkButton to="/teacher/assessments/new">
                <Trans>New Assessment</Trans>
              </LinkButton>
            }
          />
        )
      }
    </QueryStates>
  );
}
