import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { students } from '#contract/people-endpoints';
import type { UserStatus } from '#contract/roles';
import { call } from '#src/lib/api-call';
import { peopleKeys } from '#src/lib/queries/people';

/** Students are listed 200 a page (spec 02 §9). */
export const STUDENTS_PAGE_SIZE = 200;

/** `schoolId` narrows the class to one school's (a reader of a few schools may have 6A at two of them). */
export type StudentListParams = {
  page: number;
  search: string;
  classLevel: string;
  schoolId: string;
  status: UserStatus | '';
};

/** GET /students: the server scopes it (for a teacher it is the teacher-specific call: their classes only). */
export const fetchStudents = (p: StudentListParams) =>
  call(students.list, {
    query: {
      page: p.page,
      limit: STUDENTS_PAGE_SIZE,
      search: p.search,
      class_level: p.classLevel,
      school_id: p.schoolId,
      status: p.status,
    },
  });

export const studentsQuery = (p: StudentListParams) =>
  queryOptions({
    queryKey: peopleKeys.students(p),
    queryFn: () => fetchStudents(p),
    placeholderData: keepPreviousData,
  });

export const useStudents = (p: StudentListParams) => useQuery(studentsQuery(p));
