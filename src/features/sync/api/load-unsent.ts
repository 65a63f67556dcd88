import { useMutation } from '@tanstack/react-query';
import type { SavedUnsentFile } from '../read-unsent-file';
import { sessions } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';

/**
 * POST /api/class-sessions/unsent-changes (admin): applies a teacher's saved unsent changes, once each. The key is
 * the file's content, so loading the same file twice in a row is answered once (the server's own check covers any
 * later load).
 */
export const loadUnsentChanges = (fileName: string, file: SavedUnsentFile, idempotencyKey: string) =>
  call(
    sessions.loadUnsentChanges,
    { body: { fileName, file } },
    { headers: { 'Idempotency-Key': idempotencyKey }, timeout: 120_000 },
  );

export const useLoadUnsentChanges = () =>
  useMutation({
    mutationFn: (input: { fileName: string; file: SavedUnsentFile; key: string }) =>
      loadUnsentChanges(input.fileName, input.file, input.key),
  });
