import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import type { StudentListItem } from '#contract/people';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { contractText } from '#src/i18n/contract-text';
import { NeedsNetwork } from '#src/components/network/needs-network';
import { errorMessage } from '#src/lib/api-client';
import { saveBytesFile } from '#src/lib/save-file';
import { signInCardsPdf } from '#src/lib/sign-in-cards';
import { useIssueSignInCard } from '../api/issue-sign-in-card';

/**
 * 'Issue a new sign-in card' for a student who lost theirs (issue 13): after a confirmation, a new one-time code
 * replaces the old one (and any password the student chose); the card is downloaded as a PDF and the code shown.
 */
export function StudentSignInCard({ student }: { student: StudentListItem }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const issue = useIssueSignInCard();
  const card = issue.data?.codes_withheld === false ? issue.data.student : undefined;
  const code = card?.sign_in_code;
  const name = student.name;

  const confirm = async () => {
    setAsking(false);
    const answer = await issue.mutateAsync(student._id);
    // A replayed answer has no code (it is shown once): nothing to print, the alert says what to do.
    if (answer.codes_withheld) return;
    const pdf = await signInCardsPdf([answer.student], answer.student.school_name);
    const file = `sign-in-card-${answer.student.student_id.replace(/[^\w-]+/g, '-')}.pdf`;
    saveBytesFile(pdf, file, 'application/pdf');
  };

  return (
    <Stack gap="xs" mt="md">
      {issue.data?.codes_withheld ? (
        <Alert color="yellow" title={t`Sign-in card already issued`}>
          <Text size="sm">{contractText(issue.data.message)}</Text>
          <NeedsNetwork>
            <Button mt="xs" size="xs" variant="light" onClick={() => setAsking(true)}>
              <Trans>Issue a new sign-in card</Trans>
            </Button>
          </NeedsNetwork>
        </Alert>
      ) : card ? (
        <Alert color="green" title={t`New sign-in card issued`}>
          <Text size="sm">
            <Trans>
              The card was downloaded. One-time code:{' '}
              <Text span ff="monospace" fw={700} aria-label={t`New one-time code`}>
                {code}
              </Text>
              . The old code no longer works; the student chooses a new password at the next sign-in.
            </Trans>
          </Text>
        </Alert>
      ) : (
        <Group>
          <NeedsNetwork>
            <Button
              variant="light"
              leftSection={<IconId size={16} />}
              loading={issue.isPending}
              onClick={() => setAsking(true)}
            >
              <Trans>Issue a new sign-in card</Trans>
            </Button>
          </NeedsNetwork>
        </Group>
      )}
      {issue.isError && (
        <Alert color="red" title={t`No card was issued`}>
          {errorMessage(issue.error, t`Failed to issue a new sign-in card`)}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking}
        title={t`Issue a new sign-in card?`}
        message={t`${name} gets a new one-time code. The old card, and any password they chose, stop working.`}
        confirmLabel={t`Issue card`}
        cancelLabel={t`Keep the old one`}
        onConfirm={() => void confirm().catch(() => undefined)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
