import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClassItemGroups, ClassItemRow } from '#src/components/class-items/class-item-groups';
import { formatDateTime } from '#src/components/class-items/date-time';
import { EmptyItems } from '#src/components/class-items/empty-items';
import { QueryStates } from '#src/components/class-items/query-states';
import { LinkButton } from '#src/components/link-button';
import { useSession } from '#src/lib/use-session';
import { useSurveys } from '../api/list-surveys';
import { PublishSurveyButton } from './publish-survey-button';

/** Spec 03 §2: the teacher's surveys grouped by school and class, with Publish (drafts), View and Edit. */
export function SurveyList() {
  const me = useSession()?.user._id;
  const { t } = useLingui();
  return (
    <QueryStates query={useSurveys()} loadingLabel={t`Loading surveys`}>
      {({ surveys, pagination }) =>
        surveys.length ? (
          <ClassItemGroups items={surveys} total={pagination.total} noun="survey">
            {(s) => {
              const title = s.title;
              const due = formatDateTime(s.due_at);
              const questions = s.questions.length;
              const submissions = s.submissionCount;
              return (
                <ClassItemRow
                  key={s._id}
                  title={s.title}
                  published={s.published}
                  facts={t`Due ${due} · ${plural(questions, { one: '# question', other: '# questions' })} · ${plural(submissions, { one: '# submission', other: '# submissions' })}`}
                  actions={
                    <>
                      {!s.published && s.teacher_id === me && <PublishSurveyButton survey={s} size="xs" />}
                      <LinkButton
                        size="xs"
                        variant="light"
                        aria-label={t`View ${title}`}
                        to="/teacher/surveys/$id"
                        params={{ id: s._id }}
                      >
                        <Trans>View</Trans>
                      </LinkButton>
                      {s.teacher_id === me && (
                        <LinkButton
                          size="xs"
                          variant="default"
                          aria-label={t`Edit ${title}`}
                          to="/teacher/surveys/$id/edit"
                          params={{ id: s._id }}
                        >
                          <Trans>Edit</Trans>
                        </LinkButton>
                      )}
                    </>
                  }
                />
              );
            }}
          </ClassItemGroups>
        ) : (
          <EmptyItems
            title={t`No surveys yet`}
            text={t`Ask your classes how the lessons are going; students see a survey once it is published.`}
            action={
              <LinkButton to="/teacher/surveys/new">
                <Trans>New Survey</Trans>
              </LinkButton>
            }
          />
        )
      }
    </QueryStates>
  );
}
