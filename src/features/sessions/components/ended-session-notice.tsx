import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '#src/lib/queries/sessions';
import { useSessionSync } from './use-session-sync';

/**
 * After End Session: 'All changes saved' only once the server confirmed the session's queued entries;
 * until then it is saved on this device and syncs when the connection is back. 'Saved on this device' holds through a
 * power cut: the end was committed with strict durability before this page opened (docs/decisions/028).
 */
export function EndedSessionNotice({ sessionId }: { sessionId: string }) {
  const sync = useSessionSync(sessionId);
  const queryClient = useQueryClient();
  const saved = sync?.state === 'saved';
  useEffect(() => {
    if (saved) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  }, [saved, queryClient]);

  if (!sync) return null;
  if (sync.state === 'saved') {
    return (
      <Alert color="green" icon={<IconCircleCheck />} role="status">
        All changes saved
      </Alert>
    );
  }
  if (sync.state === 'attention') {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert" title="The server did not accept this session">
        {sync.message ?? 'It needs your attention.'} It is kept on this device until you fix or discard it.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" icon={<IconDeviceFloppy />} role="status">
      Saved on this device — will sync when online
    </Alert>
  );
}
