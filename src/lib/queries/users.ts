export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...userKeys.lists(), params] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  institutionManagers: () => [...userKeys.all, 'institution-managers'] as const,
  schoolManagers: () => [...userKeys.all, 'school-managers'] as const,
};
