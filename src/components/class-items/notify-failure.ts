import { notifications } from '@mantine/notifications';
import { TOAST } from '#contract/constants';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';

/**
 * A failed action's toast (spec 03 §8): the screen's message ('Failed to save', 'Failed to publish') as the title,
 * with the server's reason under it when it gave one (or the client's own reason, given as a string).
 */
export function notifyFailure(fallback: string, error: unknown) {
  const reason = typeof error === 'string' ? contractText(error) : errorMessage(error, fallback);
  notifications.show({
    color: 'red',
    autoClose: TOAST.durationMs,
    ...(reason === fallback ? { message: fallback } : { title: fallback, message: reason }),
  });
}
