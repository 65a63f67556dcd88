import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
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
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    if (current) return;
    // Log out goes to /login; when a 401 ended the session, the page is remembered for after sign-in.
    const search = session.endedBy() === 'logout' ? {} : { redirect: router.state.location.href };
    void navigate({ to: '/login', search, replace: true });
  }, [current, navigate, router]);

  return current ? <AppLayout user={current.user} onLogout={logout} /> : null;
}
