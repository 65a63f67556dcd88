import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentListResponse } from '#contract/people';
import type { UserStatus } from '#contract/roles';
import { api } from '#src/lib/api-client';
import { peopleKeys } from '#src/lib/queries/people';

/** Students are listed 200 a page (spec 02 §9). */
export const STUDENTS_PAGE_SIZE = 200;

export type StudentListParams = { page: number; search: string; classLevel: string; status: UserStatus | '' };

/** GET /students: the server scopes it (for a teacher it is the teacher-specific call: their classes only). */
export const fetchStudents = (p: StudentListParams) =>
  api
    .get('students', {
      searchParams: {
        page: p.page,
        limit: STUDENTS_PAGE_SIZE,
        ...(p.search ? { search: p.search } : {}),
        ...(p.classLevel ? { class_level: p.classLevel } : {}),
        ...(p.status ? { status: p.status } : {}),
      },
    })
    .json<StudentListResponse>();

export const studentsQuery = (p: StudentListParams) =>
  queryOptions({
    queryKey: peopleKeys.students(p),
    queryFn: () => fetchStudents(p),
    placeholderData: keepPreviousData,
  });

export const useStudents = (p: StudentListParams) => useQuery(studentsQuery(p));
