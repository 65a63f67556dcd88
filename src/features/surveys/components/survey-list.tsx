import { ClassItemGroups, ClassItemRow } from '#src/components/class-items/class-item-groups';
import { formatDateTime } from '#src/components/class-items/date-time';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { LinkButton } from '#src/components/link-button';
import { plural } from '#src/lib/format';
import { useSession } from '#src/lib/use-session';
import { useSurveys } from '../api/list-surveys';
import { PublishSurveyButton } from './publish-survey-button';

/** Spec 03 §2: the teacher's surveys grouped by school and class, with Publish (drafts), View and Edit. */
export function SurveyList() {
  const me = useSession()?.user._id;
  return (
    <QueryStates query={useSurveys()} loadingLabel="Loading surveys">
      {({ surveys, pagination }) =>
        surveys.length ? (
          <ClassItemGroups items={surveys} total={pagination.total} noun="survey">
            {(s) => (
              <ClassItemRow
                key={s._id}
                title={s.title}
                published={s.published}
                facts={`Due ${formatDateTime(s.due_at)} · ${plural(s.questions.length, 'question')} · ${plural(s.submissionCount, 'submission')}`}
                actions={
                  <>
                    {!s.published && s.teacher_id === me && <PublishSurveyButton survey={s} size="xs" />}
                    <LinkButton
                      size="xs"
                      variant="light"
                      aria-label={`View ${s.title}`}
                      to="/teacher/surveys/$id"
                      params={{ id: s._id }}
                    >
                      View
                    </LinkButton>
                    {s.teacher_id === me && (
                      <LinkButton
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${s.title}`}
                        to="/teacher/surveys/$id/edit"
                        params={{ id: s._id }}
                      >
                        Edit
                      </LinkButton>
                    )}
                  </>
                }
              />
            )}
          </ClassItemGroups>
        ) : (
          <EmptyItems
            title="No surveys yet"
            text="Ask your classes how the lessons are going; students see a survey once it is published."
            action={<LinkButton to="/teacher/surveys/new">New Survey</LinkButton>}
          />
        )
      }
    </QueryStates>
  );
}
