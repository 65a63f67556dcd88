import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUpdateInput } from '#contract/sessions';
import type { ClassSessionView } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { sessionKeys } from '#src/lib/queries/sessions';

/** PUT /api/class-sessions/{id}: the owner edits the session (the server checks ownership and every rule). */
export function useUpdateSession(id: string) {
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: SessionUpdateInput) =>
      api
        .put(`class-sessions/${encodeURIComponent(id)}`, { json: input, headers: { 'Idempotency-Key': keyFor(input) } })
        .json<{ session: ClassSessionView }>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
