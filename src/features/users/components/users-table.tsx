import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ROLE_LABELS } from '../../../../contract/roles';
import type { PublicUser } from '../../../../contract/user';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { PeopleTable } from '../../../components/people-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useUpdateUserStatus } from '../api/update-user-status';
import { formatPhone } from '../../../components/phone-input/country-codes';

type Props = {
  users: PublicUser[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onView: (user: PublicUser) => void;
};

export function UsersTable({ users, loading, error, onRetry, onView }: Props) {
  const approve = useUpdateUserStatus();

  function approveUser(user: PublicUser) {
    approve.mutate(
      { id: user._id, status: 'active' },
      {
        onSuccess: () => notify.success(`${user.name} approved`),
        onError: (err) => notify.error(errorMessage(err, 'Failed to update user status')),
      },
    );
  }

  return (
    <PeopleTable
      label="Users"
      rows={users}
      rowKey={(u) => u._id}
      person={(u) => u}
      minWidth={820}
      state={{ loading, error, empty: 'No users found', onRetry }}
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
        </RowActions>
      )}
    />
  );
}
