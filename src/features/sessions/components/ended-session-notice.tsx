import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '#src/lib/queries/sessions';
import { lastErrorText } from '#src/offline/page/last-error';
import { useSessionSync } from './use-session-sync';

/**
 * After End Session: 'All changes saved' only once the server confirmed the session's queued entries;
 * until then it is saved on this device and syncs when the connection is back. 'Saved on this device' holds through a
 * power cut: the end was committed with strict durability before this page opened (docs/decisions/028).
 */
export function EndedSessionNotice({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
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
        <Trans>All changes saved</Trans>
      </Alert>
    );
  }
  if (sync.state === 'attention') {
    const said = sync.message === null ? t`It needs your attention.` : lastErrorText(sync.message);
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t`The server did not accept this session`}>
        <Trans>{said} It is kept on this device until you fix or discard it.</Trans>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" icon={<IconDeviceFloppy />} role="status">
      <Trans>Saved on this device — will sync when online</Trans>
    </Alert>
  );
}
