import { Notifications } from '@mantine/notifications';
import { TOAST } from '../../../contract/constants';

/**
 * Below the app's 56 px header, so a toast never covers the account menu (a pointer resting on a toast pauses
 * its timer, which would keep the menu out of reach).
 */
const BELOW_HEADER = { root: { top: 64 } };

/** The toast container; loaded apart by ToastHost. */
export function Toasts() {
  return (
    <Notifications
      limit={TOAST.limit}
      autoClose={TOAST.durationMs}
      containerWidth={356}
      position="top-right"
      styles={BELOW_HEADER}
    />
  );
}
