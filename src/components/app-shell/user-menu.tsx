import { lazy, Suspense, useState } from 'react';
import type { PublicUser } from '#contract/user';
import { useAfterFirstScreen } from '#src/lib/use-after-first-screen';
import { AvatarButton } from './avatar-button';

// The menu's code (Mantine's Menu with its popover and floating-ui, ~20 KB on the wire) loads once the first screen
// is shown: no signed-in page waits for it (issue 14).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The avatar menu of spec 01 §2.3. Its button is drawn at once; pressed before the menu's code is here, the menu
 * opens when it arrives. */
export function UserMenu({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  const ready = useAfterFirstScreen();
  const [pressed, setPressed] = useState(false);
  const button = <AvatarButton user={user} aria-haspopup="menu" onClick={() => setPressed(true)} />;
  if (!ready && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} onLogout={onLogout} defaultOpened={pressed} />
    </Suspense>
  );
}
