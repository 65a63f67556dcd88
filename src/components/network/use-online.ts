import { useSyncExternalStore } from 'react';
import { type Connectivity, connectivity } from '#src/lib/connectivity';

/** Whether the server can be reached now; `status` tells offline (no network) from unreachable (server down). */
export function useOnline(): Connectivity & { online: boolean } {
  const state = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  return { ...state, online: state.status === 'online' };
}

/** Why an action that needs the server is disabled, or null when it can run. */
export function networkReason(status: Connectivity['status']): string | null {
  if (status === 'offline') return 'You are offline. This needs a connection to the server.';
  if (status === 'unreachable') return 'The server cannot be reached right now. Try again when the connection is back.';
  return null;
}
