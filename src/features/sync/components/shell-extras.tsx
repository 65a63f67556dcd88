import { Suspense } from 'react';
import { preloadable } from '#src/lib/preloadable';
import type { PublicUser } from '#contract/user';
import { OfflineBanner } from './offline-banner';

export const signInAgainBanner = preloadable(
  () => import('./sign-in-again-banner'),
  (m) => m.SignInAgainBanner,
);
const SignInAgainBanner = signInAgainBanner.Component;

/**
 * Above every signed-in screen: the connection banner, and for teachers the sign-in prompt of the outbox, whose
 * code loads once the first screen is shown (`withExtras`).
 */
export function ShellBanners({ user, withExtras }: { user: PublicUser; withExtras: boolean }) {
  return (
    <>
      <OfflineBanner />
      {withExtras && user.role === 'teacher' && (
        <Suspense fallback={null}>
          <SignInAgainBanner userId={user._id} />
        </Suspense>
      )}
    </>
  );
}
