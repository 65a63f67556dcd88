import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import type { Role } from '#contract/roles';
import { LinkButton } from '#src/components/link-button';
import { FilterSelect, UserStatusFilter } from '#src/components/list-screen/filter-select';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { type UserListParams, useUsers } from '../api/list-users';
import { usePeopleLabels } from './role-labels';
import { UserViewDialog } from './user-view-dialog';
import { UsersTable } from './users-table';

type Props = { params: UserListParams; onParamsChange: (next: Partial<UserListParams>) => void };

/** /users (spec 02 §2 Users): search, role and status filters kept in the URL, 200 a page, Approve for pending. */
export function UsersScreen({ params, onParamsChange }: Props) {
  const { t } = useLingui();
  const labels = usePeopleLabels();
  const list = useListScreen(useUsers(params), { failed: t`Failed to load users`, empty: t`No users found` });
  return (
    <ListScreen
      title={t`Users Management`}
      subtitle={t`Create, find and approve the people who use the system`}
      actions={
        <LinkButton to="/users/new" leftSection={<IconPlus size={16} />}>
          <Trans>Add User</Trans>
        </LinkButton>
      }
      search={{
        value: params.search,
        placeholder: t`Search by name, email or student ID`,
        label: t`Search users`,
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      filters={
        <>
          <FilterSelect
            label={t`Filter by role`}
            all={t`All roles`}
            options={labels.roleOptions()}
            value={params.role}
            width={200}
            onChange={(role) => onParamsChange({ role: role as Role | '', page: 1 })}
          />
          <UserStatusFilter value={params.status} onChange={(status) => onParamsChange({ status, page: 1 })} />
        </>
      }
      pagination={{
        page: params.page,
        of: list.pages,
        // ListPagination (src/components) counts with these words: '12 users'.
        noun: t`users`,
        singular: t`user`,
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<UserViewDialog user={list.viewing} onClose={list.close} />}
    >
      <UsersTable users={list.rows} state={list.state} onView={list.view} />
    </ListScreen>
  );
}
