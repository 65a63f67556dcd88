import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherListResponse } from '#contract/people';
import { teachers } from '#contract/people-endpoints';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { peopleKeys } from '#src/lib/queries/people';

/** Teachers are listed 10 a page (spec 02 §9). */
export const TEACHERS_PAGE_SIZE = 10;

export type TeacherListParams = { page: number; search: string };

/**
 * School managers read their own teachers through GET /schools/managers/teachers (spec 02 §7); admins and
 * institution managers through GET /teachers, which the server scopes to the caller.
 */
export async function fetchTeachers(p: TeacherListParams, viaManagers: boolean): Promise<TeacherListResponse> {
  const searchParams = { page: p.page, limit: TEACHERS_PAGE_SIZE, ...(p.search ? { search: p.search } : {}) };
  if (viaManagers) {
    const res = await call(schools.managersTeachers, { query: searchParams });
    return { data: res.teachers, pagination: res.pagination };
  }
  return call(teachers.list, { query: searchParams });
}

export const teachersQuery = (p: TeacherListParams, viaManagers: boolean) =>
  queryOptions({
    queryKey: peopleKeys.teachers(viaManagers ? 'managers' : 'all', p),
    queryFn: () => fetchTeachers(p, viaManagers),
    placeholderData: keepPreviousData,
  });

export const useTeachers = (p: TeacherListParams, viaManagers: boolean) => useQuery(teachersQuery(p, viaManagers));
