import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLE_LABELS } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { ReasonDialog } from '#src/components/reason-dialog';
import { RowActions } from '#src/components/row-actions';
import { StatusBadge } from '#src/components/status-badge';
import type { ListState } from '#src/components/list-screen/list-table';
import { PeopleTable } from '#src/components/people-table';
import { errorMessage } from '#src/lib/api-client';
import { formatDate } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useRejectUser } from '../api/reject-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { formatPhone } from '#src/components/phone-input/country-codes';

type Props = { users: PublicUser[]; state: ListState; onView: (user: PublicUser) => void };

export function UsersTable({ users, state, onView }: Props) {
  const approve = useUpdateUserStatus();
  const reject = useRejectUser();
  const [rejecting, setRejecting] = useState<PublicUser | null>(null);

  function approveUser(user: PublicUser) {
    approve.mutate(
      { id: user._id, status: 'active' },
      {
        onSuccess: () =>
          notify.success(`${user.name} approved. A link to set their password was e-mailed to ${user.email}.`),
        onError: (err) => notify.error(errorMessage(err, 'Failed to update user status')),
      },
    );
  }

  function rejectUser(reason: string) {
    const user = rejecting;
    if (!user) return;
    reject.mutate(
      { id: user._id, reason },
      {
        onSuccess: () => {
          notify.success(`${user.name} rejected`);
          setRejecting(null);
        },
        onError: (err) => notify.error(errorMessage(err, 'Failed to reject the account')),
      },
    );
  }

  return (
    <>
      <PeopleTable
        label="Users"
        rows={users}
        rowKey={(u) => u._id}
        person={(u) => u}
        minWidth={820}
        state={state}
        columns={[
          { header: 'Role', cell: (u) => ROLE_LABELS[u.role] ?? u.role, onPhone: true },
          { header: 'Status', cell: (u) => <StatusBadge status={u.status} />, onPhone: true },
          { header: 'Phone', cell: (u) => formatPhone(u.phone) || 'N/A' },
          { header: 'Created', cell: (u) => formatDate(u.createdAt) },
        ]}
        actions={(user) => (
          <RowActions name={user.name} onView={() => onView(user)} edit={{ to: '/users/$id/edit', id: user._id }}>
            {user.status === 'pending' && (
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size={14} />}
                loading={approve.isPending && approve.variables?.id === user._id}
                onClick={() => approveUser(user)}
                aria-label={`Approve ${user.name}`}
              >
                Approve
              </Button>
            )}
            {user.status === 'pending' && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} />}
                onClick={() => setRejecting(user)}
                aria-label={`Reject ${user.name}`}
              >
                Reject
              </Button>
            )}
          </RowActions>
        )}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={`Reject ${rejecting?.name ?? ''}`}
        message="The pending account is deleted. If it came from a teacher application, the application is marked rejected with this reason."
        confirmLabel="Reject account"
        loading={reject.isPending}
        onConfirm={rejectUser}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
