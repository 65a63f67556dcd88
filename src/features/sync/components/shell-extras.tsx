import type { PublicUser } from '#contract/user';
import { useDeckTriggers } from '../use-deck-triggers';
import { OfflineBanner } from './offline-banner';
import { SignInAgainBanner } from './sign-in-again-banner';

/** Above every signed-in screen: the connection banner, and for teachers the sign-in prompt of the outbox. */
export function ShellBanners({ user }: { user: PublicUser }) {
  return (
    <>
      <OfflineBanner />
      {user.role === 'teacher' && <SignInAgainBanner userId={user._id} />}
    </>
  );
}

/** Keeps a teacher's decks on the device up to date; renders nothing. */
export function DeckSyncTriggers() {
  useDeckTriggers();
  return null;
}
