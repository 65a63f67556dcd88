import { session } from '../session';
import { forgetAuth, rememberAuth } from './auth-meta';
import { localDb } from './local-db';
import { kickReplay, startSyncEngine } from './sync-engine';

/**
 * Mirrors the signed-in user into the device database (for the service worker) and starts the outbox replay.
 * Queued entries stay on the device after logout, keyed by user, and replay when the same user signs in again.
 */
export function bridgeSessionToDevice() {
  const db = localDb();
  let lastToken: string | null = null;
  const sync = () => {
    const current = session.get();
    if (current?.token === lastToken) return;
    lastToken = current?.token ?? null;
    if (current) void rememberAuth(db, { userId: current.user._id, token: current.token }).then(() => kickReplay());
    else void forgetAuth(db);
  };
  session.subscribe(sync);
  sync();
  startSyncEngine();
}
