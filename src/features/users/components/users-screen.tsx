import { Group, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLES, ROLE_LABELS, type Role, USER_STATUSES, type UserStatus } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { SearchInput } from '#src/components/search-input';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type UserListParams, useUsers } from '../api/list-users';
import { UserViewDialog } from './user-view-dialog';
import { UsersTable } from './users-table';

const ROLE_OPTIONS = [{ value: 'all', label: 'All roles' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...USER_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
];

type Props = { params: UserListParams; onParamsChange: (next: Partial<UserListParams>) => void };

/** /users (spec 02 §2 Users): search, role and status filters kept in the URL, 200 a page, Approve for pending. */
export function UsersScreen({ params, onParamsChange }: Props) {
  const query = useUsers(params);
  const [viewing, setViewing] = useState<PublicUser | null>(null);
  useErrorToast(query.error, 'Failed to load users');
  const pagination = query.data?.pagination;

  return (
    <>
      <PageHeader
        title="Users Management"
        subtitle="Create, find and approve the people who use the system"
        actions={
          <LinkButton to="/users/new" leftSection={<IconPlus size={16} />}>
            Add User
          </LinkButton>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" mb="md" align="flex-end">
          <SearchInput
            value={params.search}
            placeholder="Search by name, email or student ID"
            label="Search users"
            onChange={(search) => onParamsChange({ search, page: 1 })}
          />
          <Select
            aria-label="Filter by role"
            data={ROLE_OPTIONS}
            value={params.role || 'all'}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            onChange={(value) => onParamsChange({ role: value === 'all' ? '' : (value as Role), page: 1 })}
          />
          <Select
            aria-label="Filter by status"
            data={STATUS_OPTIONS}
            value={params.status || 'all'}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
            onChange={(value) => onParamsChange({ status: value === 'all' ? '' : (value as UserStatus), page: 1 })}
          />
        </Group>
        <UsersTable
          users={query.data?.data ?? []}
          loading={query.isPending}
          error={query.isError && !query.data}
          onRetry={() => query.refetch()}
          onView={setViewing}
        />
        {pagination && (
          <ListPagination
            page={params.page}
            totalPages={pagination.totalPages}
            total={pagination.total}
            noun="users"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <UserViewDialog user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
