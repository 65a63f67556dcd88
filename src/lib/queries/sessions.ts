/** The sessions area's query keys: the session history (`class-sessions`) and class progress (`session-progress`). */
export const sessionKeys = {
  all: ['class-sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: <F extends object>(filters: F) => [...sessionKeys.lists(), filters] as const,
  figures: <F extends object>(filters: F) => [...sessionKeys.lists(), 'figures', filters] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  teachers: (search: string) => [...sessionKeys.all, 'teachers', search] as const,
  dashboard: <F extends object>(filters: F) => [...sessionKeys.all, 'dashboard', filters] as const,
};

export const sessionProgressKeys = {
  all: ['session-progress'] as const,
  school: (schoolId: string) => [...sessionProgressKeys.all, 'school', schoolId] as const,
  batch: <P extends object>(pairs: P[]) => [...sessionProgressKeys.all, 'batch', pairs] as const,
};
