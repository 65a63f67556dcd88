import { kindOf, type OutboxBody, type OutboxCall } from '#contract/outbox-calls';
import type { OutboxEntry } from './device-records';
import type { LocalDb } from './local-db';

type Common = { userId: string; sessionId: string; label: string };

function entry(call: OutboxCall, common: Common, clientTimestamp: string, idempotencyKey?: string): OutboxEntry {
  const id = crypto.randomUUID();
  return {
    ...call,
    id,
    ...common,
    idempotencyKey: idempotencyKey ?? `${kindOf(call)}:${common.sessionId}:${id}`,
    clientTimestamp,
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: new Date().toISOString(),
    confirmedAt: null,
  } as OutboxEntry;
}

type StartBody = Omit<OutboxBody<'sessions.startSlideSession'>, 'session_id'> & { started_at: string };

/**
 * Queues a session's start. The server's start is an upsert by the session id, and its key is the one an online
 * start of the same session used: a start whose answer was lost and that is queued again applies once.
 */
export async function queueStart(db: LocalDb, common: Common, body: StartBody): Promise<void> {
  const call: OutboxCall = {
    endpoint: 'sessions.startSlideSession',
    params: {},
    body: { ...body, session_id: common.sessionId },
  };
  await db.outbox.add(entry(call, common, body.started_at, `start:${common.sessionId}`));
}

const isPendingPosition = (e: OutboxEntry): e is Extract<OutboxEntry, { endpoint: 'sessions.updateSlide' }> =>
  e.endpoint === 'sessions.updateSlide' && e.status === 'pending';

type PositionBody = OutboxBody<'sessions.updateSlide'> & { clientTimestamp: string };

/**
 * Queues a slide position, coalesced: at most one pending position per session, carrying the latest position
 * (the newest by the device's stamp) and the furthest slide shown in the session (a maximum: coalescing never
 * loses it, ARCHITECTURE.md §5). The replaced entry gets a new Idempotency-Key, since its body changed; if an
 * older send is in flight with the old key, the replayer sees the key changed and keeps the entry pending.
 */
export async function queuePosition(db: LocalDb, common: Common, body: PositionBody): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const pending = await db.outbox.where({ sessionId: common.sessionId }).filter(isPendingPosition).first();
    if (!pending || !isPendingPosition(pending)) {
      const call: OutboxCall = { endpoint: 'sessions.updateSlide', params: { id: common.sessionId }, body };
      await db.outbox.add(entry(call, common, body.clientTimestamp));
      return;
    }
    const queued = pending.body;
    const furthestSlide = Math.max(
      queued.furthestSlide ?? queued.currentSlide,
      body.furthestSlide ?? body.currentSlide,
    );
    const newer = body.seq !== undefined && queued.seq !== undefined ? body.seq > queued.seq : true;
    await db.outbox.update(pending.seq as number, {
      body: newer ? { ...body, furthestSlide } : { ...queued, furthestSlide },
      ...(newer ? { label: common.label, clientTimestamp: body.clientTimestamp } : {}),
      idempotencyKey: `position:${common.sessionId}:${crypto.randomUUID()}`,
    });
  });
}

/** Queues the end of a session with its attendance, final position and furthest slide. */
export async function queueEnd(
  db: LocalDb,
  common: Common,
  body: OutboxBody<'sessions.endSession'> & { clientTimestamp: string },
): Promise<void> {
  const call: OutboxCall = { endpoint: 'sessions.endSession', params: { id: common.sessionId }, body };
  await db.outbox.add(entry(call, common, body.clientTimestamp));
}

/**
 * Queues the cancel of a session: its positions not yet sent are dropped (a cancelled session counts nowhere), the
 * start stays (it may be on its way already), an end from another tab stays (the server keeps whichever it gets
 * first and refuses the other, with a message in 'Needs attention').
 */
export async function queueCancel(
  db: LocalDb,
  common: Common,
  body: OutboxBody<'sessions.cancel'> & { clientTimestamp: string },
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.where({ sessionId: common.sessionId }).filter(isPendingPosition).delete();
    const call: OutboxCall = { endpoint: 'sessions.cancel', params: { id: common.sessionId }, body };
    await db.outbox.add(entry(call, common, body.clientTimestamp));
  });
}

export const pendingFor = (db: LocalDb, userId: string) => db.outbox.where({ userId, status: 'pending' }).sortBy('seq');
export const attentionFor = (db: LocalDb, userId: string) =>
  db.outbox.where({ userId, status: 'attention' }).sortBy('seq');

/** ISO times, newest first: a plain comparison (localeCompare would load the collation data for nothing). */
const newestFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);

/**
 * The Sync panel's lists, newest sent first, and 'synced up to': the time of the oldest change the server has not
 * confirmed, or of the last confirmation when every change is confirmed (null when nothing was ever sent).
 */
export async function outboxSummary(db: LocalDb, userId: string) {
  const all = await db.outbox.where({ userId }).toArray();
  const sent = all
    .filter((e) => e.status === 'sent')
    .sort((a, b) => newestFirst(a.confirmedAt ?? '', b.confirmedAt ?? ''));
  const waiting = all.filter((e) => e.status !== 'sent');
  const oldestWaiting = waiting.map((e) => e.createdAt).sort()[0] ?? null;
  return {
    pending: all.filter((e) => e.status === 'pending'),
    attention: all.filter((e) => e.status === 'attention'),
    /** Sent, with warnings the teacher has not dismissed yet (a roll call's marks not taken). */
    notices: sent.filter((e) => (e.warnings?.length ?? 0) > 0 && !e.warningsSeen),
    sent: sent.slice(0, 50),
    syncedUpTo: oldestWaiting ?? sent[0]?.confirmedAt ?? null,
  };
}

/** The teacher fixed a 'needs attention' end: send it again with the corrected body, under a new key. */
export async function resend(db: LocalDb, id: string, body?: OutboxBody<'sessions.endSession'>): Promise<void> {
  const found = await db.outbox.where({ id }).first();
  if (!found?.seq) return;
  const fixed = body && found.endpoint === 'sessions.endSession';
  await db.outbox.update(found.seq, {
    status: 'pending',
    attempts: 0,
    lastError: null,
    ...(fixed ? { body, idempotencyKey: `end:${found.sessionId}:${crypto.randomUUID()}` } : {}),
  });
}

/** How many of a user's changes are in 'Needs attention': refused, or sent with warnings not yet dismissed. */
export async function needsAttentionCount(db: LocalDb, userId: string): Promise<number> {
  return db.outbox
    .where({ userId })
    .filter(
      (e) => e.status === 'attention' || ((e.warnings?.length ?? 0) > 0 && !e.warningsSeen && e.status === 'sent'),
    )
    .count();
}

/** The teacher has read a sent change's warnings: it leaves 'Needs attention'. */
export async function dismissWarnings(db: LocalDb, id: string): Promise<void> {
  await db.outbox.where({ id }).modify({ warningsSeen: true });
}

/** Discarding is only ever on purpose, one entry at a time, from the Sync panel. */
export async function discard(db: LocalDb, id: string): Promise<void> {
  await db.outbox.where({ id }).delete();
}

/** Sent entries older than a week are history the teacher no longer needs. */
export async function pruneSent(db: LocalDb, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - 7 * 86_400_000).toISOString();
  await db.outbox.filter((e) => e.status === 'sent' && (e.confirmedAt ?? '') < cutoff).delete();
}
