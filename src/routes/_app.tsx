import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AfterFirstScreen } from '../components/after-first-screen';
import { AppLayout } from '../components/app-shell/app-layout';
import { logout } from '../features/auth/api/logout';
import { ShellBanners } from '../features/sync/components/shell-extras';
import { useSignOutGuard } from '../features/sync/components/sign-out-guard';
import { requireSignedIn } from '../lib/guards';
import { preloadable } from '../lib/preloadable';
import { session } from '../lib/session';
import { useSession } from '../lib/use-session';

// A teacher's sync status, deck upkeep and sign-in prompt load once the first screen is shown, one at a time, and
// then render at once (preloadable: no Suspense reveal, which React commits later in a long task of its own); other
// roles never load them.
const syncStatus = preloadable(
  () => import('../features/sync/components/sync-status'),
  (m) => m.SyncStatus,
);
const deckSyncTriggers = preloadable(
  () => import('../features/sync/components/deck-sync-triggers'),
  (m) => m.DeckSyncTriggers,
);
const SyncStatus = syncStatus.Component;
const DeckSyncTriggers = deckSyncTriggers.Component;

/** The authenticated shell: every route under it needs a signed-in user. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: SignedInShell,
});

function SignedInShell() {
  const current = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  // Logging out with changes not yet sent warns first; they stay on the device for the same user.
  const signOut = useSignOutGuard(current?.user._id, logout);

  useEffect(() => {
    if (current) return;
    // Log out goes to /login; when a 401 ended the session, the page is remembered for after sign-in.
    const search = session.endedBy() === 'logout' ? {} : { redirect: router.state.location.href };
    void navigate({ to: '/login', search, replace: true });
  }, [current, navigate, router]);

  if (!current) return null;
  // Each extra in an idle turn of its own, mounted in a commit of its own.
  const teacher = current.user.role === 'teacher';
  return (
    <>
      <AppLayout
        user={current.user}
        onLogout={signOut.request}
        topBarExtra={
          teacher ? (
            <AfterFirstScreen load={syncStatus.preload}>
              <SyncStatus />
            </AfterFirstScreen>
          ) : undefined
        }
        banner={<ShellBanners user={current.user} />}
      />
      {teacher && (
        <AfterFirstScreen load={deckSyncTriggers.preload}>
          <DeckSyncTriggers />
        </AfterFirstScreen>
      )}
      {signOut.dialog}
    </>
  );
}
