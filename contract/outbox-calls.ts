import type * as v from 'valibot';
import { type Endpoint, pathOf } from './endpoint';
import { sessions } from './sessions-endpoints';
import { UNSENT_FILE_FORMAT } from './unsent-changes';

/**
 * The calls the outbox keeps until the server has them (ARCHITECTURE.md §5, issue 41): an entry stores the
 * endpoint's name, its path params and its body, typed from the contract, and is sent as that endpoint's request.
 */
export const OUTBOX_ENDPOINTS = {
  'sessions.startSlideSession': sessions.startSlideSession,
  'sessions.updateSlide': sessions.updateSlide,
  'sessions.endSession': sessions.endSession,
  'sessions.cancel': sessions.cancel,
} as const satisfies Record<string, Endpoint>;
export type OutboxEndpoint = keyof typeof OUTBOX_ENDPOINTS;

/** The body an outbox call carries: the endpoint's body as its schema gives it (what the server checks it into). */
export type OutboxBody<N extends OutboxEndpoint> = v.InferOutput<(typeof OUTBOX_ENDPOINTS)[N]['body']>;

export type OutboxCall =
  | {
      endpoint: 'sessions.startSlideSession';
      params: Record<string, never>;
      body: OutboxBody<'sessions.startSlideSession'>;
    }
  | { endpoint: 'sessions.updateSlide'; params: { id: string }; body: OutboxBody<'sessions.updateSlide'> }
  | { endpoint: 'sessions.endSession'; params: { id: string }; body: OutboxBody<'sessions.endSession'> }
  | { endpoint: 'sessions.cancel'; params: { id: string }; body: OutboxBody<'sessions.cancel'> };

/** What a call does to its session, for ordering and for people: start → position → end or cancel. */
export type OutboxKind = 'start' | 'position' | 'end' | 'cancel';
const KIND_OF: Record<OutboxEndpoint, OutboxKind> = {
  'sessions.startSlideSession': 'start',
  'sessions.updateSlide': 'position',
  'sessions.endSession': 'end',
  'sessions.cancel': 'cancel',
};
export const kindOf = (call: Pick<OutboxCall, 'endpoint'>): OutboxKind => KIND_OF[call.endpoint];
export const isOutboxEndpoint = (name: unknown): name is OutboxEndpoint =>
  typeof name === 'string' && Object.hasOwn(OUTBOX_ENDPOINTS, name);

/** The request a call makes: method and path under /api (params encoded). */
export function outboxRequest(call: OutboxCall): { method: Endpoint['method']; path: string } {
  const entry = OUTBOX_ENDPOINTS[call.endpoint];
  return { method: entry.method, path: pathOf(entry, call.params) };
}

/**
 * Whether a call is about the session it is filed under: its path's id, or for a start the id it creates. A call
 * about another session is refused wherever it comes from (a file edited by hand, say).
 */
export function callIsForSession(call: OutboxCall, sessionId: string): boolean {
  const id = sessionId.toLowerCase();
  if (call.endpoint === 'sessions.startSlideSession') return call.body.session_id?.toLowerCase() === id;
  return call.params.id?.toLowerCase() === id;
}

/**
 * An outbox change as the code before issue 41 stored it (its `kind` and a `payload`; Dexie version 3) and wrote it
 * in a saved file (version 1, with the request's method and path). Devices in the field hold these.
 */
export type LegacyChange = { kind: OutboxKind; sessionId: string; payload?: unknown; body?: unknown };

/** The call a legacy change made (the same request the old code sent). */
export function callOfLegacy(change: LegacyChange): OutboxCall {
  const body = (change.body ?? change.payload ?? {}) as Record<string, unknown>;
  const id = change.sessionId;
  switch (change.kind) {
    case 'start':
      return {
        endpoint: 'sessions.startSlideSession',
        params: {},
        body: { session_id: id, ...body } as OutboxBody<'sessions.startSlideSession'>,
      };
    case 'position':
      return { endpoint: 'sessions.updateSlide', params: { id }, body: body as OutboxBody<'sessions.updateSlide'> };
    case 'end':
      return { endpoint: 'sessions.endSession', params: { id }, body: body as OutboxBody<'sessions.endSession'> };
    case 'cancel':
      return { endpoint: 'sessions.cancel', params: { id }, body: body as OutboxBody<'sessions.cancel'> };
  }
}

const KIND_ORDER: Record<OutboxKind, number> = { start: 0, position: 1, end: 2, cancel: 2 };

/**
 * Calls to send, grouped by session in the order the sessions were first queued, and within a session
 * start → position → end or cancel whatever order they were queued in (an end and a cancel of one session, from
 * two tabs, go in the order they were made: the server keeps the first and refuses the other). The device replays
 * its outbox in this order and the server applies a saved file's changes in it.
 */
export function replayOrder<T extends Pick<OutboxCall, 'endpoint'> & { seq?: number; sessionId: string }>(
  calls: T[],
): T[][] {
  const groups = new Map<string, T[]>();
  for (const call of [...calls].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const group = groups.get(call.sessionId) ?? [];
    group.push(call);
    groups.set(call.sessionId, group);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => KIND_ORDER[kindOf(a)] - KIND_ORDER[kindOf(b)] || (a.seq ?? 0) - (b.seq ?? 0)),
  );
}

/**
 * 'Save unsent changes' (the last resort for a device that will never reach the server again): the file a
 * teacher saves and an admin loads (contract/unsent-changes.ts checks it). Each change is the endpoint call the
 * outbox would have made. Version 2; a version 1 file (each change's kind, method, path and body, written before
 * issue 41) still loads.
 */
export type UnsentChange = OutboxCall & {
  idempotencyKey: string;
  sessionId: string;
  clientTimestamp: string;
  label: string;
};
export type UnsentFile = {
  format: typeof UNSENT_FILE_FORMAT;
  version: 2;
  teacherId: string;
  teacherName: string;
  deviceId: string | null;
  savedAt: string;
  changes: UnsentChange[];
};

/** The file for a teacher's changes not yet sent (`seq`: the device's order), in the order the outbox sends them. */
export function unsentFile(
  user: { id: string; name: string },
  deviceId: string | null,
  changes: (UnsentChange & { seq?: number })[],
  savedAt: string,
): UnsentFile {
  return {
    format: UNSENT_FILE_FORMAT,
    version: 2,
    teacherId: user.id,
    teacherName: user.name,
    deviceId,
    savedAt,
    changes: replayOrder(changes)
      .flat()
      .map(
        (c) =>
          ({
            endpoint: c.endpoint,
            params: c.params,
            body: c.body,
            idempotencyKey: c.idempotencyKey,
            sessionId: c.sessionId,
            clientTimestamp: c.clientTimestamp,
            label: c.label,
          }) as UnsentChange,
      ),
  };
}
