import type { PublicUser } from '#contract/user';
import { AfterFirstScreen } from '#src/components/after-first-screen';
import { preloadable } from '#src/lib/preloadable';
import { OfflineBanner } from './offline-banner';

const signInAgainBanner = preloadable(
  () => import('./sign-in-again-banner'),
  (m) => m.SignInAgainBanner,
);
const SignInAgainBanner = signInAgainBanner.Component;

/**
 * Above every signed-in screen: the connection banner, and for teachers the sign-in prompt of the outbox, whose
 * code loads in an idle turn after the first screen.
 */
export function ShellBanners({ user }: { user: PublicUser }) {
  return (
    <>
      <OfflineBanner />
      {user.role === 'teacher' && (
        <AfterFirstScreen load={signInAgainBanner.preload}>
          <SignInAgainBanner userId={user._id} />
        </AfterFirstScreen>
      )}
    </>
  );
}
