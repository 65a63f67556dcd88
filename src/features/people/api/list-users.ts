import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, UserStatus } from '#contract/roles';
import type { UserListResponse } from '#contract/people-accounts';
import { api } from '#src/lib/api-client';
import { userKeys } from '#src/lib/queries/people';

/** Users management pages hold 200 users (spec 02 §9). */
export const USERS_PAGE_SIZE = 200;

export type UserListParams = { page: number; search: string; role: Role | ''; status: UserStatus | '' };

export const fetchUsers = (p: UserListParams) =>
  api
    .get('users', {
      searchParams: {
        page: p.page,
        limit: USERS_PAGE_SIZE,
        ...(p.search ? { search: p.search } : {}),
        ...(p.role ? { role: p.role } : {}),
        ...(p.status ? { status: p.status } : {}),
      },
    })
    .json<UserListResponse>();

export const usersQuery = (p: UserListParams) =>
  queryOptions({ queryKey: userKeys.list(p), queryFn: () => fetchUsers(p), placeholderData: keepPreviousData });

export const useUsers = (p: UserListParams) => useQuery(usersQuery(p));
