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
  const look =
    a.status === 'rejected'
      ? { color: 'red', label: 'Rejected' }
      : a.status === 'new'
        ? { color: 'blue', label: 'New' }
        : a.account?.status === 'active'
          ? { color: 'green', label: 'Account approved' }
          : a.account
            ? { color: 'yellow', label: 'Account pending approval' }
            : { color: 'gray', label: 'Converted' };
  return (
    <Badge color={look.color} variant="light" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}

/** The application's decision and what the admin can do next: create the account, review it, or reject. */
export function ApplicationActions({ application: a }: { application: VerifiedApplication }) {
  const reject = useRejectApplication();
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
          aria-label={`Create teacher account for ${a.name}`}
        >
          Create teacher account
        </LinkButton>
      )}
      {a.account && (
        <LinkButton size="xs" variant="light" to="/users" search={{ search: a.email }}>
          {a.account.status === 'pending' ? 'Review the pending account' : 'Open the account'}
        </LinkButton>
      )}
      {pending && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          onClick={() => setRejecting(true)}
          aria-label={`Reject the application of ${a.name}`}
        >
          Reject
        </Button>
      )}
      {a.status === 'rejected' && (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          Rejected{a.decidedAt ? ` on ${formatDateTime(a.decidedAt)}` : ''}: {a.decisionReason}
        </Text>
      )}
      <ReasonDialog
        opened={rejecting}
        title={`Reject the application of ${a.name}`}
        message={
          a.account
            ? 'The pending account made from this application is deleted, and the application is marked rejected.'
            : 'The application is marked rejected with this reason.'
        }
        confirmLabel="Reject application"
        loading={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate(
            { id: a._id, reason },
            {
              onSuccess: () => {
                notify.success(`The application of ${a.name} was rejected`);
                setRejecting(false);
              },
              onError: (err) => notify.error(errorMessage(err, 'Failed to reject the application')),
            },
          )
        }
        onClose={() => setRejecting(false)}
      />
    </Group>
  );
}
