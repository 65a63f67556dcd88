import { session } from '#src/lib/session';
import { forgetAuth, rememberAuth } from '#src/offline/worker/auth-meta';
import { localDb } from '#src/offline/worker/local-db';
import { pruneRosters } from '#src/offline/worker/rosters';
import { kickReplay, startSyncEngine } from './sync-engine';

/**
 * Mirrors the signed-in user into the device database (for the service worker) and starts the outbox replay.
 * Queued entries stay on the device after logout, keyed by user, and replay when the same user signs in again;
 * class rosters leave it at logout, unless a change of that teacher is still to be sent.
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
    // Children's names leave a shared device with the teacher who signed out (issue 17).
    void pruneRosters(db, current?.user._id ?? null).catch(() => undefined);
  };
  session.subscribe(sync);
  sync();
  startSyncEngine();
}
