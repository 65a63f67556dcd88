import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AppLayout } from '../components/app-shell/app-layout';
import { logout } from '../features/auth/api/logout';
import { loadSignInAgainBanner, ShellBanners } from '../features/sync/components/shell-extras';
import { useSignOutGuard } from '../features/sync/components/sign-out-guard';
import { requireSignedIn } from '../lib/guards';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';
import { session } from '../lib/session';
import { useSession } from '../lib/use-session';

// A teacher's sync status, deck upkeep and sign-in prompt load once the first screen is shown, one at a time;
// other roles never load them.
const loadSyncStatus = () => import('../features/sync/components/sync-status').then((m) => ({ default: m.SyncStatus }));
const loadDeckSyncTriggers = () =>
  import('../features/sync/components/deck-sync-triggers').then((m) => ({ default: m.DeckSyncTriggers }));
const SyncStatus = lazy(loadSyncStatus);
const DeckSyncTriggers = lazy(loadDeckSyncTriggers);
const teacherExtraCode = [loadSyncStatus, loadSignInAgainBanner, loadDeckSyncTriggers];

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

  const extras = useAfterFirstScreen(...(current?.user.role === 'teacher' ? teacherExtraCode : []));
  if (!current) return null;
  const teacherExtras = current.user.role === 'teacher' && extras;
  return (
    <>
      <AppLayout
        user={current.user}
        onLogout={signOut.request}
        topBarExtra={
          teacherExtras ? (
            <Suspense fallback={null}>
              <SyncStatus />
            </Suspense>
          ) : undefined
        }
        banner={<ShellBanners user={current.user} withExtras={extras} />}
      />
      {teacherExtras && (
        <Suspense fallback={null}>
          <DeckSyncTriggers />
        </Suspense>
      )}
      {signOut.dialog}
    </>
  );
}
