import { notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';
import { contractText } from '#src/i18n/contract-text';

/** Each form's toast on screen: its id, and whether it is a complaint about the form. */
const formToasts = new Map<string, { id: string; error: boolean }>();
let serial = 0;

/** Toasts (spec 01 §9): 4000 ms by default, at most 3 visible (set on the provider). */
/** A toast's text: the screens pass theirs translated; a contract message shown as it is gets its translation. */
const said = (message: string) => contractText(message);

export const notify = {
  success: (message: string) =>
    notifications.show({ message: said(message), color: 'green', autoClose: TOAST.durationMs }),
  info: (message: string) => notifications.show({ message: said(message), color: 'blue', autoClose: TOAST.durationMs }),
  error: (message: string, autoClose: number = TOAST.durationMs) =>
    notifications.show({ message: said(message), color: 'red', autoClose }),
  /**
   * The toasts of one form: one at a time. Each replaces the one before (a success replaces the error it fixed),
   * and `clear` takes a complaint away once the form is put right. Each toast has an id of its own, so a
   * replacement gets its whole time on screen.
   */
  form(formId: string) {
    const show = (message: string, color: 'green' | 'red' | 'blue', autoClose: number | false) => {
      const last = formToasts.get(formId);
      if (last) notifications.hide(last.id);
      serial += 1;
      const id = `form:${formId}:${serial}`;
      formToasts.set(formId, { id, error: color === 'red' });
      notifications.show({ id, message: said(message), color, autoClose });
    };
    return {
      /** `untilFixed`: stays until `clear` (the form put right, or gone), rather than for the usual 4 s. */
      error: (message: string, options: { untilFixed?: boolean } = {}) =>
        show(message, 'red', options.untilFixed ? false : TOAST.durationMs),
      success: (message: string) => show(message, 'green', TOAST.durationMs),
      info: (message: string) => show(message, 'blue', TOAST.durationMs),
      clear: () => {
        const last = formToasts.get(formId);
        if (!last?.error) return;
        notifications.hide(last.id);
        formToasts.delete(formId);
      },
    };
  },
};
