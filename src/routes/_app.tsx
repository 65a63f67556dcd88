import { Navigate, createFileRoute, useLocation } from '@tanstack/react-router';
import { AppLayout } from '../components/app-shell/app-layout';
import { logout } from '../features/auth/api/logout';
import { requireSignedIn } from '../lib/guards';
import { session } from '../lib/session';
import { useSession } from '../lib/use-session';

/** The authenticated shell: every route under it needs a signed-in user. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: SignedInShell,
});

function SignedInShell() {
  const current = useSession();
  const location = useLocation();
  if (!current) {
    // Log out goes to /login; a 401 anywhere also clears the session, and then the page is remembered.
    const search = session.endedBy() === 'logout' ? {} : { redirect: location.href };
    return <Navigate to="/login" search={search} replace />;
  }
  return <AppLayout user={current.user} onLogout={logout} />;
}
