import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, UserStatus } from '#contract/roles';
import { users } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';
import { userKeys } from '#src/lib/queries/people';

/** Users management pages hold 200 users (spec 02 §9). */
export const USERS_PAGE_SIZE = 200;

export type UserListParams = { page: number; search: string; role: Role | ''; status: UserStatus | '' };

export const fetchUsers = (p: UserListParams) =>
  call(users.list, {
    query: { page: p.page, limit: USERS_PAGE_SIZE, search: p.search, role: p.role, status: p.status },
  });

export const usersQuery = (p: UserListParams) =>
  queryOptions({ queryKey: userKeys.list(p), queryFn: () => fetchUsers(p), placeholderData: keepPreviousData });

export const useUsers = (p: UserListParams) => useQuery(usersQuery(p));
