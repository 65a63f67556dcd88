import { unsentFile } from '#contract/outbox-calls';
import { deviceIdOf } from '#src/offline/worker/device-stamp';
import { localDb } from '#src/offline/worker/local-db';
import { saveTextFile } from '#src/lib/save-file';

/**
 * 'Save unsent changes': this user's changes the server has not confirmed (waiting and needing attention), as the
 * file an admin can load for them (contract/outbox-calls.ts UnsentFile). Returns how many changes it holds.
 */
export async function saveUnsentChanges(user: { id: string; name: string }, now = new Date()): Promise<number> {
  const db = localDb();
  const entries = await db.outbox.where({ userId: user.id }).toArray();
  const unsent = entries.filter((entry) => entry.status !== 'sent');
  const file = unsentFile(user, await deviceIdOf(db), unsent, now.toISOString());
  const stamp = now.toISOString().slice(0, 16).replace(/[T:]/g, '-');
  saveTextFile(`${JSON.stringify(file, null, 2)}\n`, `pathshala-unsent-changes-${stamp}.json`, 'application/json');
  return file.changes.length;
}
