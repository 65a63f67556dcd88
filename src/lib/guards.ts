import { redirect } from '@tanstack/react-router';
import type { Role } from '../../contract/roles';
import { session } from './session';

/** Spec 01 §2.2: signed-out users go to /login, remembering where they were going. */
export function requireSignedIn({ location }: { location: { href: string } }) {
  if (!session.get()) throw redirect({ to: '/login', search: { redirect: location.href } });
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
