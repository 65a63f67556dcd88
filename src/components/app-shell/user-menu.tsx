import { Suspense, useState } from 'react';
import type { PublicUser } from '#contract/user';
import { preloadable } from '#src/lib/preloadable';
import { AvatarButton } from './avatar-button';

// The menu's code (Mantine's Menu with its popover and floating-ui, ~20 KB on the wire) loads when a pointer or the
// focus comes to the button, and the menu mounts when first pressed: no page waits for it or spends a long task on
// it (issue 14).
const accountMenu = preloadable(
  () => import('./account-menu'),
  (m) => m.AccountMenu,
);
const preload = () => void accountMenu.preload().catch(() => undefined);

/**
 * The avatar menu of spec 01 §2.3. Its button is drawn at once; the first press mounts the menu open (and if its
 * code is not here yet, opens it when it arrives).
 */
export function UserMenu({ user, onLogout }: { user: PublicUser; onLogout: () => void }) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <AvatarButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <accountMenu.Component user={user} onLogout={onLogout} defaultOpened />
    </Suspense>
  );
}
