export const publicFormKeys = {
  all: ['public-forms'] as const,
  applications: (page: number) => [...publicFormKeys.all, 'teacher-applications', page] as const,
  application: (id: string) => [...publicFormKeys.all, 'teacher-applications', 'detail', id] as const,
  enquiries: (page: number) => [...publicFormKeys.all, 'enquiries', page] as const,
};
