import { DEVICE_TIME_HEADER } from '#contract/device-time';
import { outboxRequest, replayOrder } from '#contract/outbox-calls';
import type { EndSessionAnswer } from '#contract/sessions-endpoints';
import type { OutboxEntry } from './device-records';
import type { LocalDb } from './local-db';
import { classifyResponse, endWarnings, NO_CONNECTION, refusedNote } from './outbox-rules';
import { attentionFor, pendingFor } from './outbox';

export type ReplayDeps = {
  db: LocalDb;
  userId: string;
  token: string;
  /** Base of the API, '/api' in the page, the origin's /api in the service worker. */
  apiBase: string;
  fetchImpl?: typeof fetch;
};

/** 'done': nothing left that can be sent now; 'retry': try again after a delay; 'auth': sign in again first. */
export type ReplayResult = { outcome: 'done' | 'retry' | 'auth'; sent: number; requests: number };

const MAX_PASSES = 3;
const SEND_TIMEOUT_MS = 30_000;

/**
 * Sends the user's pending outbox entries (ARCHITECTURE.md §5): per session in order start → position → end,
 * each with its Idempotency-Key. A network error or 5xx stops the pass for a retry later; a 401 stops it until the
 * same user signs in again; any other 4xx moves the entry to 'needs attention' (with the server's message) and
 * holds back the rest of that session. Nothing is dropped; a repeat is answered by the server's idempotency.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayResult> {
  const result: ReplayResult = { outcome: 'done', sent: 0, requests: 0 };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pending = await pendingFor(deps.db, deps.userId);
    const blocked = new Set((await attentionFor(deps.db, deps.userId)).map((e) => e.sessionId));
    const groups = replayOrder(pending).filter((group) => !blocked.has(group[0]?.sessionId ?? ''));
    if (groups.length === 0) return result;
    for (const group of groups) {
      for (const entry of group) {
        const outcome = await sendOne(deps, entry, result);
        if (outcome === 'retry' || outcome === 'auth') return { ...result, outcome };
        if (outcome === 'attention') break;
      }
    }
  }
  return result;
}

async function sendOne(deps: ReplayDeps, entry: OutboxEntry, result: ReplayResult) {
  const { method, path } = outboxRequest(entry);
  let status: number | null = null;
  let message: string | null = null;
  let warnings: string[] = [];
  result.requests++;
  try {
    const response = await (deps.fetchImpl ?? fetch)(`${deps.apiBase}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${deps.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.idempotencyKey,
        // The device's clock as it sends: the server corrects the entry's recorded times by the clock's skew.
        [DEVICE_TIME_HEADER]: new Date().toISOString(),
      },
      body: JSON.stringify(entry.body),
      // A request that hangs would hold the replay lock for every tab: give up and retry later.
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    if (!response.ok) message = await errorText(response);
    else if (entry.endpoint === 'sessions.endSession') warnings = await endWarningsOf(response);
  } catch {
    message = NO_CONNECTION;
  }
  const outcome = classifyResponse(status);
  const seq = entry.seq as number;
  const tried = { lastAttemptAt: new Date().toISOString(), lastStatus: status };
  await deps.db.transaction('rw', deps.db.outbox, async () => {
    const current = await deps.db.outbox.get(seq);
    if (!current) return;
    // A position coalesced while this send was in flight has a new key: its answer is not this entry's; the entry
    // stays pending for the next pass.
    if (current.idempotencyKey !== entry.idempotencyKey) return;
    if (outcome === 'confirmed') {
      await deps.db.outbox.update(seq, {
        status: 'sent',
        confirmedAt: new Date().toISOString(),
        lastError: null,
        ...(warnings.length > 0 ? { warnings, warningsSeen: false } : {}),
        ...tried,
      });
      result.sent++;
    } else if (outcome === 'attention') {
      await deps.db.outbox.update(seq, { status: 'attention', lastError: message ?? refusedNote(status), ...tried });
    } else {
      await deps.db.outbox.update(seq, { attempts: current.attempts + 1, lastError: message, ...tried });
    }
  });
  return outcome;
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // not JSON
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** The marks an end's answer says were not taken; none when the answer cannot be read (the end is still sent). */
async function endWarningsOf(response: Response): Promise<string[]> {
  const answer = (await response.json().catch(() => null)) as EndSessionAnswer | null;
  return Array.isArray(answer?.mark_issues) ? endWarnings(answer) : [];
}
