import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';

/** The toast container; loaded apart by ToastHost. */
export function Toasts() {
  return <Notifications limit={TOAST.limit} autoClose={TOAST.durationMs} containerWidth={356} position="top-right" />;
}
