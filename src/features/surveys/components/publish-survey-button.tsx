import { Button, type ButtonProps } from '@mantine/core';
import { publishDueDateError } from '../../../../contract/due-date';
import { SURVEY_MESSAGES as M, type Survey } from '../../../../contract/surveys';
import { notifyFailure } from '../../../components/class-items/notify-failure';
import { notify } from '../../../lib/notify';
import { usePublishSurvey } from '../api/publish-survey';

/**
 * Publish a draft from the list or the detail (spec 03 §4). The due date is checked first with the server's rule
 * and message; any failure shows 'Failed to publish' with the reason.
 */
export function PublishSurveyButton({ survey, size }: { survey: Survey; size?: ButtonProps['size'] }) {
  const publish = usePublishSurvey();
  function run() {
    const dueError = publishDueDateError(survey.due_at);
    if (dueError) {
      notifyFailure(M.failedPublish, dueError);
      return;
    }
    publish.mutate(survey._id, {
      onSuccess: () => notify.success(M.published),
      onError: (error) => notifyFailure(M.failedPublish, error),
    });
  }
  return (
    <Button
      size={size}
      color="green"
      variant="light"
      onClick={run}
      loading={publish.isPending}
      aria-label={`Publish ${survey.title}`}
    >
      Publish
    </Button>
  );
}
