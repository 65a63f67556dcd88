export const sessionKeys = {
  all: ['class-sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: <F extends object>(filters: F) => [...sessionKeys.lists(), filters] as const,
  figures: <F extends object>(filters: F) => [...sessionKeys.lists(), 'figures', filters] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  teachers: (search: string) => [...sessionKeys.all, 'teachers', search] as const,
  dashboard: <F extends object>(filters: F) => [...sessionKeys.all, 'dashboard', filters] as const,
};
