import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
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
    if (!user) return null;
    // A class is logged by the teacher who teaches it: other roles are told so, not that they lack a school.
    if (user.role !== 'teacher') return <TeachersLogSessions />;
    return (
      <LogSessionScreen
        key={user._id}
        userId={user._id}
        aside={<ReadinessAside />}
        toolbarExtra={
          <Suspense fallback={null}>
            <SyncStatus dark />
          </Suspense>
        }
      />
    );
  },
});

function TeachersLogSessions() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Log Session`} />
      <NoticeCard
        title={t`Sessions are logged by their teachers`}
        message={t`A teacher logs each class they teach, from their own account. The sessions of your schools are in Sessions.`}
        action={
          <LinkButton to="/sessions" variant="default">
            <Trans>Go to Sessions</Trans>
          </LinkButton>
        }
      />
    </>
  );
}
