/** Read from the device's own database: never kept in the saved query cache (query-persist.ts). */
export const outboxKeys = {
  all: ['outbox'] as const,
  attention: (userId: string) => [...outboxKeys.all, 'attention', userId] as const,
  sessions: (userId: string) => [...outboxKeys.all, 'sessions', userId] as const,
};
