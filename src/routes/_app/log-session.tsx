import { createFileRoute } from '@tanstack/react-router';
import { ReadinessAside } from '#src/features/sync/components/readiness-aside';
import { SyncStatus } from '#src/features/sync/components/sync-status';
import { LogSessionScreen } from '#src/features/sessions/components/log-session-screen';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/log-session')({
  component: function LogSessionRoute() {
    const user = useSession()?.user;
    return user ? (
      <LogSessionScreen
        key={user._id}
        userId={user._id}
        aside={user.role === 'teacher' ? <ReadinessAside /> : null}
        toolbarExtra={<SyncStatus dark />}
      />
    ) : null;
  },
});
