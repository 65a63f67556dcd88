import { lazy, Suspense } from 'react';
import type { PublicUser } from '#contract/user';
import { OfflineBanner } from './offline-banner';

export const loadSignInAgainBanner = () =>
  import('./sign-in-again-banner').then((m) => ({ default: m.SignInAgainBanner }));
const SignInAgainBanner = lazy(loadSignInAgainBanner);

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
