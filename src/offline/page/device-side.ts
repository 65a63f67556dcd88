import type { QueryClient } from '@tanstack/react-query';
import { idleTurn, yieldToMain } from '#src/lib/idle';
import { session } from '#src/lib/session';

let started: Promise<void> | null = null;

function start(queryClient: QueryClient): Promise<void> {
  if (!started) {
    // Each module's work in a task after its evaluation (Dexie's among it), not in the same long task (issue 40).
    started = import('./query-persist').then(async (m) => {
      await yieldToMain();
      await m.startOfflineData(queryClient);
    });
    // The outbox replay and the worker's view of the session need not hold up the first screen: they start in an
    // idle turn of their own, after the saved data (lib/idle.ts).
    void idleTurn(() =>
      import('./session-bridge').then(async (m) => {
        await yieldToMain();
        m.bridgeSessionToDevice();
      }),
    );
  }
  return started;
}

/**
 * The device side of the app (ARCHITECTURE.md §5): the saved query cache, so screens show the last known data
 * offline, the outbox replay and the worker's view of the session. It is for signed-in users: a guest on /login
 * loads none of it until they sign in (docs/decisions/010-login-bundle.md). A session stored at start starts it
 * even when the server rejected that session, so the worker forgets the rejected token.
 * Resolves once a signed-in user's saved data is back, so the first screen can show it; at once otherwise.
 */
export function startDeviceSide(queryClient: QueryClient, hadStoredSession: boolean): Promise<void> {
  if (session.get()) return start(queryClient);
  if (hadStoredSession) void start(queryClient);
  else {
    const stop = session.subscribe(() => {
      if (!session.get()) return;
      stop();
      void start(queryClient);
    });
  }
  return Promise.resolve();
}
