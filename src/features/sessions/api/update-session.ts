import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUpdateInput } from '#contract/sessions';
import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { sessionKeys } from '#src/lib/queries/sessions';

/** PUT /api/class-sessions/{id}: the owner edits the session (the server checks ownership and every rule). */
export function useUpdateSession(id: string) {
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: SessionUpdateInput) =>
      call(sessions.update, { params: { id }, body: input }, { headers: { 'Idempotency-Key': keyFor(input) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
