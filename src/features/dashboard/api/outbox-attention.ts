import { queryOptions, useQuery } from '@tanstack/react-query';
import { needsAttentionCount } from '#src/lib/sync/outbox';
import { localDb } from '#src/lib/sync/local-db';
import { outboxKeys } from '#src/lib/queries/outbox';

/**
 * Offline changes the server refused, or took with warnings (a roll call's marks not taken), waiting on this device
 * for the teacher (ARCHITECTURE.md §5).
 */
export const outboxAttentionQuery = (userId: string) =>
  queryOptions({
    queryKey: outboxKeys.attention(userId),
    queryFn: async () => {
      try {
        return await needsAttentionCount(localDb(), userId);
      } catch {
        return 0; // No local database (private browsing): nothing can be waiting.
      }
    },
    staleTime: 0,
  });

export const useOutboxAttention = (userId: string) => useQuery(outboxAttentionQuery(userId));
