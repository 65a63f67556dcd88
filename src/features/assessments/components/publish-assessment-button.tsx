import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ASSESSMENT_MESSAGES as M, type UpdateAssessmentInput } from '#contract/assessments';
import { publishDueDateError } from '#contract/due-date';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';
import { usePublishAssessment } from '../api/publish-assessment';
import { useUpdateAssessment } from '../api/update-assessment';

type Prepared = { due: string; questions: number; input: UpdateAssessmentInput };
type Props = {
  id: string;
  disabled: boolean;
  /** The checked form (null when it is incomplete: the editor has shown why). */
  prepare: () => Prepared | null;
  onDueError: (message: string) => void;
  onServerError: (error: unknown, fallback: string) => void;
};

/**
 * Publish, offered only in the editor (spec 03 §4): checks the due date first (at least 1 hour ahead, or how long
 * ago it was), saves what is on screen, then publishes.
 */
export function PublishAssessmentButton({ id, disabled, prepare, onDueError, onServerError }: Props) {
  const update = useUpdateAssessment(id);
  const publish = usePublishAssessment(id);
  const navigate = useNavigate();

  async function run() {
    const prepared = prepare();
    if (!prepared) return;
    const due = publishDueDateError(prepared.due);
    if (due) {
      const dueError = contractText(due);
      onDueError(dueError);
      notify.error(dueError);
      return;
    }
    if (prepared.questions === 0) {
      notify.error(contractText(M.noQuestions));
      return;
    }
    try {
      await update.mutateAsync(prepared.input);
    } catch (error) {
      onServerError(error, contractText(M.failedSave));
      return;
    }
    try {
      await publish.mutateAsync();
    } catch (error) {
      onServerError(error, contractText(M.failedPublish));
      return;
    }
    notify.success(contractText(M.published));
    void navigate({ to: '/teacher/assessments/$id', params: { id } });
  }

  return (
    <Button
      color="green"
      variant="light"
      onClick={run}
      loading={update.isPending || publish.isPending}
      disabled={disabled}
    >
      <Trans>Publish</Trans>
    </Button>
  );
}
