import { Button, type ButtonProps } from '@mantine/core';
import { publishDueDateError } from '#contract/due-date';
import { SURVEY_MESSAGES as M, type Survey } from '#contract/surveys';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { usePublishSurvey } from '../api/publish-survey';

/** Spec 03 §8: a failed survey publish says 'Failed to publish' in a browser alert, with the reason when known. */
export function alertPublishFailure(reason: unknown) {
  const text = typeof reason === 'string' ? reason : errorMessage(reason, '');
  window.alert(text && text !== M.failedPublish ? `${M.failedPublish}: ${text}` : M.failedPublish);
}

/**
 * Publish a draft from the list or the detail (spec 03 §4). The due date is checked first with the server's rule
 * and message.
 */
export function PublishSurveyButton({ survey, size }: { survey: Survey; size?: ButtonProps['size'] }) {
  const publish = usePublishSurvey();
  function run() {
    const dueError = publishDueDateError(survey.due_at);
    if (dueError) {
      alertPublishFailure(dueError);
      return;
    }
    publish.mutate(survey._id, {
      onSuccess: () => notify.success(M.published),
      onError: alertPublishFailure,
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
