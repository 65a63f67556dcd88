import { useEffect, useRef } from 'react';
import { apiErrorOf, isNetworkError } from './api-client';
import { notify } from './notify';

/**
 * Whether a failure is the connection's, not the request's: no network, a timeout, or the server not there
 * (502, 503, 504 from a proxy).
 * The connection banner already says so ('Offline — showing data from …'): a toast would only repeat it as an
 * error over cached data that is still shown (issue 14).
 */
export const connectionFailure = (error: unknown) =>
  isNetworkError(error) ||
  [502, 503, 504].includes(apiErrorOf(error)?.status ?? 0) ||
  (typeof navigator !== 'undefined' && !navigator.onLine);

/** Shows `message` as an error toast once each time a query fails (not again on re-render, not for a lost connection). */
export function useErrorToast(error: unknown, message: string, onError?: () => void) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      if (!connectionFailure(error)) notify.error(message);
      onError?.();
    }
    if (!error) shown.current = null;
  }, [error, message, onError]);
}
