import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { type Connectivity, connectivity } from '#src/lib/connectivity';

/** Whether the server can be reached now; `status` tells offline (no network) from unreachable (server down). */
export function useOnline(): Connectivity & { online: boolean } {
  const state = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  return { ...state, online: state.status === 'online' };
}

const REASONS = {
  offline: msg`You are offline. This needs a connection to the server.`,
  unreachable: msg`The server cannot be reached right now. Try again when the connection is back.`,
};

/** Why an action that needs the server is disabled (a message, worded where it is shown), or null when it can run. */
export function networkReason(status: Connectivity['status']): MessageDescriptor | null {
  if (status === 'offline') return REASONS.offline;
  if (status === 'unreachable') return REASONS.unreachable;
  return null;
}
