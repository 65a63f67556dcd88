import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, Button } from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { VerifiedApplication } from '#contract/public-forms-answers';
import { LinkButton } from '#src/components/link-button';
import { ReasonDialog } from '#src/components/reason-dialog';
import { errorMessage } from '#src/lib/api-client';
import { formatDateTime } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useRejectApplication } from '../api/reject-application';

/** Where an application stands, as a badge in its heading. */
export function DecisionBadge({ application: a }: { application: VerifiedApplication }) {
  const { t } = useLingui();
  const look =
    a.status === 'rejected'
      ? { color: 'red', label: t`Rejected` }
      : a.status === 'new'
        ? { color: 'blue', label: t({ message: 'New', context: 'application' }) }
        : a.account?.status === 'active'
          ? { color: 'green', label: t`Account approved` }
          : a.account
            ? { color: 'yellow', label: t`Account pending approval` }
            : { color: 'gray', label: t`Converted` };
  return (
    <Badge color={look.color} variant="light" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}

/** The application's decision and what the admin can do next: create the account, review it, or reject. */
export function ApplicationActions({ application: a }: { application: VerifiedApplication }) {
  const reject = useRejectApplication();
  const { t } = useLingui();
  const name = a.name;
  const decisionReason = a.decisionReason ?? '';
  const decidedAt = a.decidedAt ? formatDateTime(a.decidedAt) : null;
  const [rejecting, setRejecting] = useState(false);
  const pending = a.status === 'new' || (a.status === 'converted' && a.account?.status === 'pending');

  return (
    <Group gap="xs" mb="md" wrap="wrap">
      {a.status === 'new' && (
        <LinkButton
          size="xs"
          to="/users/from-application/$id"
          params={{ id: a._id }}
          leftSection={<IconUserPlus size={14} />}
          aria-label={t`Create teacher account for ${name}`}
        >
          <Trans>Create teacher account</Trans>
        </LinkButton>
      )}
      {a.account && (
        <LinkButton size="xs" variant="light" to="/users" search={{ search: a.email }}>
          {a.account.status === 'pending' ? <Trans>Review the pending account</Trans> : <Trans>Open the account</Trans>}
        </LinkButton>
      )}
      {pending && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          onClick={() => setRejecting(true)}
          aria-label={t`Reject the application of ${name}`}
        >
          <Trans>Reject</Trans>
        </Button>
      )}
      {a.status === 'rejected' && (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {decidedAt ? (
            <Trans>
              Rejected on {decidedAt}: {decisionReason}
            </Trans>
          ) : (
            <Trans>Rejected: {decisionReason}</Trans>
          )}
        </Text>
      )}
      <ReasonDialog
        opened={rejecting}
        title={t`Reject the application of ${name}`}
        message={
          a.account
            ? t`The pending account made from this application is deleted, and the application is marked rejected.`
            : t`The application is marked rejected with this reason.`
        }
        confirmLabel={t`Reject application`}
        loading={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate(
            { id: a._id, reason },
            {
              onSuccess: () => {
                notify.success(t`The application of ${name} was rejected`);
                setRejecting(false);
              },
              onError: (err) => notify.error(errorMessage(err, t`Failed to reject the application`)),
            },
          )
        }
        onClose={() => setRejecting(false)}
      />
    </Group>
  );
}
