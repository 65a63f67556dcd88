import { IconPlus } from '@tabler/icons-react';
import { ROLES, ROLE_LABELS, type Role } from '#contract/roles';
import { LinkButton } from '#src/components/link-button';
import { FilterSelect, UserStatusFilter } from '#src/components/list-screen/filter-select';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { type UserListParams, useUsers } from '../api/list-users';
import { UserViewDialog } from './user-view-dialog';
import { UsersTable } from './users-table';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

type Props = { params: UserListParams; onParamsChange: (next: Partial<UserListParams>) => void };

/** /users (spec 02 §2 Users): search, role and status filters kept in the URL, 200 a page, Approve for pending. */
export function UsersScreen({ params, onParamsChange }: Props) {
  const list = useListScreen(useUsers(params), { failed: 'Failed to load users', empty: 'No users found' });
  return (
    <ListScreen
      title="Users Management"
      subtitle="Create, find and approve the people who use the system"
      actions={
        <LinkButton to="/users/new" leftSection={<IconPlus size={16} />}>
          Add User
        </LinkButton>
      }
      search={{
        value: params.search,
        placeholder: 'Search by name, email or student ID',
        label: 'Search users',
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      filters={
        <>
          <FilterSelect
            label="Filter by role"
            all="All roles"
            options={ROLE_OPTIONS}
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
        noun: 'users',
        singular: 'user',
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<UserViewDialog user={list.viewing} onClose={list.close} />}
    >
      <UsersTable users={list.rows} state={list.state} onView={list.view} />
    </ListScreen>
  );
}
