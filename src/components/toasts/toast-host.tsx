import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { TOAST } from '#contract/constants';

// The toast container (with its transitions, swipe to dismiss and portal) loads with the first toast rather than
// with the app: /login shows none until the user signs in (docs/decisions/010-login-bundle.md).
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

// Toasts asked for before the container is there are queued with the same limit and position it applies.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST.limit, defaultPosition: 'top-right' }));

/** Spec 01 §9 toasts: 4000 ms by default, at most 3 visible; mounted once the first one is shown. */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
