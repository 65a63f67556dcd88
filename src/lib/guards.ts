import { redirect } from '@tanstack/react-router';
import type { Role } from '#contract/roles';
import { session } from './session';

/**
 * Spec 01 §2.2: signed-out users go to /login, remembering where they were going. A user who must change the
 * password they were given (an imported student's first sign-in) goes to /settings until they have.
 */
export function requireSignedIn({ location }: { location: { href: string; pathname: string } }) {
  const current = session.get();
  if (!current) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (current.user.must_change_password && location.pathname !== '/settings') throw redirect({ to: '/settings' });
}

/** Guests-only routes send a signed-in user to /dashboard. */
export function requireGuest() {
  if (session.get()) throw redirect({ to: '/dashboard' });
}

/** A role outside the allowed list goes to /unauthorized. */
export function requireRole(...roles: Role[]) {
  return () => {
    const role = session.user()?.role;
    if (!role || !roles.includes(role)) throw redirect({ to: '/unauthorized' });
  };
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';
}
