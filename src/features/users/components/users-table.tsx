import { Button, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ROLE_LABELS } from '../../../../contract/roles';
import type { PublicUser } from '../../../../contract/user';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { TableStateRow } from '../../../components/table-states';
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
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 ? (
            <TableStateRow colSpan={6} loading={loading} error={error} empty="No users found" onRetry={onRetry} />
          ) : (
            users.map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fw={500}>{user.name}</Text>
                    <Text size="sm" c="dimmed">
                      {user.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{ROLE_LABELS[user.role] ?? user.role}</Table.Td>
                <Table.Td>
                  <StatusBadge status={user.status} />
                </Table.Td>
                <Table.Td>{formatPhone(user.phone) || 'N/A'}</Table.Td>
                <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={user.name}
                    onView={() => onView(user)}
                    edit={{ to: '/users/$id/edit', id: user._id }}
                  >
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
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
