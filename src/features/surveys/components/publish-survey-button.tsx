import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { publishDueDateError } from '#contract/due-date';
import { SURVEY_MESSAGES as M, type Survey } from '#contract/surveys';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { usePublishSurvey } from '../api/publish-survey';

/**
 * Publish a draft from the list or the detail (spec 03 §4). The due date is checked first with the server's rule
 * and message.
 */
export function PublishSurveyButton({ survey, size }: { survey: Survey; size?: ButtonProps['size'] }) {
  const publish = usePublishSurvey();
  const { t } = useLingui();
  const title = survey.title;

  /** Spec 03 §8: a failed survey publish says 'Failed to publish' in a browser alert, with the reason when known. */
  function alertPublishFailure(error: unknown) {
    const text = typeof error === 'string' ? error : errorMessage(error, '');
    const failed = contractText(M.failedPublish);
    const reason = contractText(text);
    window.alert(text && text !== M.failedPublish ? t`Failed to publish: ${reason}` : failed);
  }

  function run() {
    const dueError = publishDueDateError(survey.due_at);
    if (dueError) {
      alertPublishFailure(dueError);
      return;
    }
    publish.mutate(survey._id, {
      onSuccess: () => notify.success(contractText(M.published)),
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
      aria-label={t`Publish ${title}`}
    >
      <Trans>Publish</Trans>
    </Button>
  );
}
