import { notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';

/** Toasts (spec 01 §9): 4000 ms by default, at most 3 visible (set on the provider). */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: TOAST.durationMs }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST.durationMs }),
  error: (message: string, autoClose: number = TOAST.durationMs) =>
    notifications.show({ message, color: 'red', autoClose }),
};
