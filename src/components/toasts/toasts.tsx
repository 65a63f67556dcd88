import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';

/**
 * The toast container; loaded apart by ToastHost. Top centre: over the top bar's empty middle, clear of the account
 * menu on the right and of each page's own actions below the bar (a toast under the pointer pauses its closing, so
 * one over a button kept that button covered while the user reached for it).
 */
export function Toasts() {
  return <Notifications limit={TOAST.limit} autoClose={TOAST.durationMs} containerWidth={356} position="top-center" />;
}
