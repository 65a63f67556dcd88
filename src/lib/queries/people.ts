/** The people area's query keys: accounts (`users`) and the teachers, students and school managers lists (`people`). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...userKeys.lists(), params] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  institutionManagers: () => [...userKeys.all, 'institution-managers'] as const,
  schoolManagers: () => [...userKeys.all, 'school-managers'] as const,
};

export const peopleKeys = {
  all: ['people'] as const,
  schoolManagers: () => [...peopleKeys.all, 'school-managers'] as const,
  teachers: <P extends object>(via: 'managers' | 'all', params: P) =>
    [...peopleKeys.all, 'teachers', via, params] as const,
  students: <P extends object>(params: P) => [...peopleKeys.all, 'students', params] as const,
};
