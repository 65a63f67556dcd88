export const peopleKeys = {
  all: ['people'] as const,
  schoolManagers: () => [...peopleKeys.all, 'school-managers'] as const,
  teachers: <P extends object>(via: 'managers' | 'all', params: P) =>
    [...peopleKeys.all, 'teachers', via, params] as const,
  students: <P extends object>(params: P) => [...peopleKeys.all, 'students', params] as const,
};
