import { lazy, Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { OfflineBanner } from './offline-banner';

const SignInAgainBanner = lazy(() => import('./sign-in-again-banner').then((m) => ({ default: m.SignInAgainBanner })));

/** Above every signed-in screen: the connection banner, and for teachers the sign-in prompt of the outbox. */
export function ShellBanners({ user }: { user: PublicUser }) {
  return (
    <>
      <OfflineBanner />
      {user.role === 'teacher' && (
        <Suspense fallback={null}>
          <SignInAgainBanner userId={user._id} />
        </Suspense>
      )}
    </>
  );
}
