import { queryOptions, useQuery } from '@tanstack/react-query';
import { attentionFor } from '../../../lib/offline/outbox';
import { localDb } from '../../../lib/offline/local-db';

/** Offline changes the server refused, waiting on this device for the teacher (ARCHITECTURE.md §5). */
export const outboxAttentionQuery = (userId: string) =>
  queryOptions({
    queryKey: ['outbox', 'attention', userId],
    queryFn: async () => {
      try {
        return (await attentionFor(localDb(), userId)).length;
      } catch {
        return 0; // No local database (private browsing): nothing can be waiting.
      }
    },
    staleTime: 0,
  });

export const useOutboxAttention = (userId: string) => useQuery(outboxAttentionQuery(userId));
