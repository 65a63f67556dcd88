import { notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';

/** Toasts (spec 01 §9): 4000 ms by default, at most 3 visible (set on the provider). */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: TOAST.durationMs }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST.durationMs }),
  error: (message: string, autoClose: number = TOAST.durationMs) =>
    notifications.show({ message, color: 'red', autoClose }),
  /**
   * The toasts of one form: one at a time. Each replaces the one before (a success replaces the error it fixed),
   * and `clear` takes it away once the form is put right.
   */
  form(formId: string) {
    const id = `form:${formId}`;
    const show = (message: string, color: 'green' | 'red' | 'blue') => {
      notifications.hide(id);
      notifications.show({ id, message, color, autoClose: TOAST.durationMs });
    };
    return {
      error: (message: string) => show(message, 'red'),
      success: (message: string) => show(message, 'green'),
      info: (message: string) => show(message, 'blue'),
      clear: () => notifications.hide(id),
    };
  },
};
