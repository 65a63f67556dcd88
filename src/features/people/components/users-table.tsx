import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
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
import { usePeopleLabels } from './role-labels';

type Props = { users: PublicUser[]; state: ListState; onView: (user: PublicUser) => void };

export function UsersTable({ users, state, onView }: Props) {
  const approve = useUpdateUserStatus();
  const reject = useRejectUser();
  const [rejecting, setRejecting] = useState<PublicUser | null>(null);
  const { t } = useLingui();
  const labels = usePeopleLabels();

  function approveUser(user: PublicUser) {
    const { name, email } = user;
    approve.mutate(
      { id: user._id, status: 'active' },
      {
        onSuccess: () => notify.success(t`${name} approved. A link to set their password was e-mailed to ${email}.`),
        onError: (err) => notify.error(errorMessage(err, t`Failed to update user status`)),
      },
    );
  }

  function rejectUser(reason: string) {
    const user = rejecting;
    if (!user) return;
    const name = user.name;
    reject.mutate(
      { id: user._id, reason },
      {
        onSuccess: () => {
          notify.success(t`${name} rejected`);
          setRejecting(null);
        },
        onError: (err) => notify.error(errorMessage(err, t`Failed to reject the account`)),
      },
    );
  }

  // The dialog's title names the account being rejected.
  const name = rejecting?.name ?? '';
  return (
    <>
      <PeopleTable
        label={t`Users`}
        rows={users}
        rowKey={(u) => u._id}
        person={(u) => u}
        minWidth={820}
        state={state}
        columns={[
          { header: t`Role`, cell: (u) => labels.role(u.role), onPhone: true },
          { header: t`Status`, cell: (u) => <StatusBadge status={u.status} />, onPhone: true },
          { header: t`Phone`, cell: (u) => formatPhone(u.phone) || t`N/A` },
          { header: t`Created`, cell: (u) => formatDate(u.createdAt) },
        ]}
        actions={(user) => {
          const name = user.name;
          return (
            <RowActions name={user.name} onView={() => onView(user)} edit={{ to: '/users/$id/edit', id: user._id }}>
              {user.status === 'pending' && (
                <Button
                  size="xs"
                  color="green"
                  leftSection={<IconCheck size={14} />}
                  loading={approve.isPending && approve.variables?.id === user._id}
                  onClick={() => approveUser(user)}
                  aria-label={t`Approve ${name}`}
                >
                  <Trans>Approve</Trans>
                </Button>
              )}
              {user.status === 'pending' && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconX size={14} />}
                  onClick={() => setRejecting(user)}
                  aria-label={t`Reject ${name}`}
                >
                  <Trans>Reject</Trans>
                </Button>
              )}
            </RowActions>
          );
        }}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t`Reject ${name}`}
        message={t`The pending account is deleted. If it came from a teacher application, the application is marked rejected with this reason.`}
        confirmLabel={t`Reject account`}
        loading={reject.isPending}
        onConfirm={rejectUser}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
