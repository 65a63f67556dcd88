import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxKeys } from '#src/lib/queries/outbox';

/**
 * Offline changes the server refused, or took with warnings (a roll call's marks not taken), waiting on this device
 * for the teacher (ARCHITECTURE.md §5). The device database's code (Dexie) loads with the count, not with the
 * dashboard.
 */
export const outboxAttentionQuery = (userId: string) =>
  queryOptions({
    queryKey: outboxKeys.attention(userId),
    queryFn: async () => {
      try {
        const [{ needsAttentionCount }, { localDb }] = await Promise.all([
          import('#src/offline/worker/outbox'),
          import('#src/offline/worker/local-db'),
        ]);
        return await needsAttentionCount(localDb(), userId);
      } catch {
        return 0; // No local database (private browsing): nothing can be waiting.
      }
    },
    staleTime: 0,
    // The device's own database: read offline too (a query that needs the network pauses there).
    networkMode: 'always',
  });

/** `enabled` false until the first screen is shown (`useAfterFirstScreen`). */
export const useOutboxAttention = (userId: string, enabled: boolean) =>
  useQuery({ ...outboxAttentionQuery(userId), enabled });
