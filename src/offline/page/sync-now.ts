import { rememberAuth } from '#src/offline/worker/auth-meta';
import { assignedGrades } from './deck-runner';
import { localDb } from '#src/offline/worker/local-db';
import { session } from '#src/lib/session';
import { askToKeepStorage } from '#src/lib/storage-persist';
import { syncDecks } from './deck-activity';

/**
 * 'Make available offline' / 'Refresh': brings every deck of the teacher's classes up to date (a deck that is
 * current costs one small request), keeping only those on the device.
 */
export async function syncMyDecks(when: 'now' | 'idle' = 'now'): Promise<void> {
  const current = session.get();
  if (current?.user.role !== 'teacher') return;
  // Before the first deck is kept: the browser is asked to keep the decks and the outbox (not waited for).
  askToKeepStorage();
  await rememberAuth(localDb(), { userId: current.user._id, token: current.token });
  await syncDecks(assignedGrades(current.user.teaching_assignments), when);
}
