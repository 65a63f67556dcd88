export const surveyKeys = {
  all: ['surveys'] as const,
  list: () => [...surveyKeys.all, 'list'] as const,
  detail: (id: string) => [...surveyKeys.all, 'detail', id] as const,
  submissions: (id: string) => [...surveyKeys.detail(id), 'submissions'] as const,
  /** Everything a student's submission changes. */
  student: () => [...surveyKeys.all, 'student'] as const,
  studentAssigned: () => [...surveyKeys.student(), 'assigned'] as const,
  studentDetail: (id: string) => [...surveyKeys.student(), 'detail', id] as const,
};
