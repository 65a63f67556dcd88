import { useEffect, useRef } from 'react';
import { notify } from './notify';

/** Shows `message` as an error toast once each time a query fails (not again on re-render). */
export function useErrorToast(error: unknown, message: string, onError?: () => void) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      notify.error(message);
      onError?.();
    }
    if (!error) shown.current = null;
  }, [error, message, onError]);
}
