import { Notifications } from '@mantine/notifications';
import { TOAST } from '../../../contract/constants';
import classes from './toasts.module.css';

/** The toast container, top right below the header; loaded apart by ToastHost. */
export function Toasts() {
  return (
    <Notifications
      limit={TOAST.limit}
      autoClose={TOAST.durationMs}
      containerWidth={356}
      position="top-right"
      classNames={{ root: classes.root }}
    />
  );
}
