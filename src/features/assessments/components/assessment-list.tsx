import { ClassItemGroups, ClassItemRow } from '#src/components/class-items/class-item-groups';
import { formatDateTime } from '#src/components/class-items/date-time';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { LinkButton } from '#src/components/link-button';
import { plural } from '#src/lib/format';
import { useSession } from '#src/lib/use-session';
import { useAssessments } from '../api/list-assessments';

/** Spec 03 §2: the teacher's assessments grouped by school and class, with View, Edit and Analytics. */
export function AssessmentList() {
  const me = useSession()?.user._id;
  return (
    <QueryStates query={useAssessments()} loadingLabel="Loading assessments">
      {({ assessments, pagination }) =>
        assessments.length ? (
          <ClassItemGroups items={assessments} total={pagination.total} noun="assessment">
            {(a) => (
              <ClassItemRow
                key={a._id}
                title={a.title}
                published={a.published}
                facts={`Due ${formatDateTime(a.due_at)} · ${plural(a.submissionCount, 'submission')}`}
                actions={
                  <>
                    <LinkButton
                      size="xs"
                      variant="light"
                      to="/teacher/assessments/$id"
                      params={{ id: a._id }}
                      aria-label={`View ${a.title}`}
                    >
                      View
                    </LinkButton>
                    {a.teacher_id === me && (
                      <LinkButton
                        size="xs"
                        variant="default"
                        to="/teacher/assessments/$id/edit"
                        params={{ id: a._id }}
                        aria-label={`Edit ${a.title}`}
                      >
                        Edit
                      </LinkButton>
                    )}
                    <LinkButton
                      size="xs"
                      variant="subtle"
                      to="/teacher/assessment-analytics"
                      search={{ school_id: a.school_id, class_level: a.class_level }}
                      aria-label={`Analytics for class ${a.class_level}`}
                    >
                      Analytics
                    </LinkButton>
                  </>
                }
              />
            )}
          </ClassItemGroups>
        ) : (
          <EmptyItems
            title="No assessments yet"
            text="Create one for your classes; students see it once it is published."
            action={<LinkButton to="/teacher/assessments/new">New Assessment</LinkButton>}
          />
        )
      }
    </QueryStates>
  );
}
