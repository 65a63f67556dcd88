export const sessionProgressKeys = {
  all: ['session-progress'] as const,
  school: (schoolId: string) => [...sessionProgressKeys.all, 'school', schoolId] as const,
  batch: <P extends object>(pairs: P[]) => [...sessionProgressKeys.all, 'batch', pairs] as const,
};
