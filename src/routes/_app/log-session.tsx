import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ReadinessAside } from '#src/features/sync/components/readiness-aside';
import { LogSessionScreen } from '#src/features/sessions/components/log-session-screen';
import { useSession } from '#src/lib/use-session';

// In the viewer's top bar, once a class is under way; the shell has loaded it by then (its own sync status).
const SyncStatus = lazy(() =>
  import('#src/features/sync/components/sync-status').then((m) => ({ default: m.SyncStatus })),
);

export const Route = createFileRoute('/_app/log-session')({
  staticData: { deviceDb: true },
  component: function LogSessionRoute() {
    const user = useSession()?.user;
    return user ? (
      <LogSessionScreen
        key={user._id}
        userId={user._id}
        aside={user.role === 'teacher' ? <ReadinessAside /> : null}
        toolbarExtra={
          <Suspense fallback={null}>
            <SyncStatus dark />
          </Suspense>
        }
      />
    ) : null;
  },
});
