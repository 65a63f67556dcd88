/**
 * The offline classroom's shared rules (ARCHITECTURE.md §5), pure and without I/O, used by the page
 * (src/lib/offline) and the service worker (sw/): the device database's stores, the outbox entries,
 * their replay order, how a failed send is classified, the retry delay and the request each entry makes.
 */

export const LOCAL_DB_NAME = 'pathshala';
/** Dexie store definitions; bump LOCAL_DB_VERSION and add a new version when they change. */
export const LOCAL_DB_VERSION = 1;
export const LOCAL_DB_STORES = {
  /** key → value: the signed-in user's id and token (the service worker cannot read localStorage). */
  meta: 'key',
  decks: 'grade',
  slideImages: '[grade+version+number+size], [grade+version]',
  outbox: '++seq, id, userId, sessionId, status, [userId+status]',
  localSessions: 'id, userId, [schoolId+classLevel]',
  classPositions: '[schoolId+classLevel]',
  queryCache: 'key',
} as const;

export type SlideSize = 'full' | 'thumb';

/** A deck kept on the device. `complete` only once every image of this version is stored. */
export type DeckRecord = {
  grade: number;
  version: number;
  totalSlides: number;
  slides: { number: number; title: string }[];
  bytes: number;
  complete: boolean;
  cachedAt: string | null;
  checkedAt: string;
};

export type SlideImageRecord = {
  grade: number;
  version: number;
  number: number;
  size: SlideSize;
  mime: string;
  /** ArrayBuffer, not Blob: Safari has failed to store Blobs in IndexedDB. */
  data: ArrayBuffer;
};

export type OutboxKind = 'start' | 'position' | 'end';
export type OutboxStatus = 'pending' | 'sent' | 'attention';

export type StartPayload = { school_id: string; class_level: string; started_at: string; starting_slide: number };
export type PositionPayload = { currentSlide: number; clientTimestamp: string };
export type EndPayload = {
  students_attended: number;
  total_students: number;
  notes: string;
  clientTimestamp: string;
  currentSlide?: number;
};

export type OutboxEntry = {
  seq?: number;
  /** Stable id of the entry (a UUID), for the Sync panel's actions. */
  id: string;
  userId: string;
  sessionId: string;
  kind: OutboxKind;
  payload: StartPayload | PositionPayload | EndPayload;
  /** Sent as Idempotency-Key; a new key whenever the payload changes (a coalesced position). */
  idempotencyKey: string;
  clientTimestamp: string;
  status: OutboxStatus;
  attempts: number;
  /** The server's message for a 'needs attention' entry, or the last transient failure. */
  lastError: string | null;
  createdAt: string;
  confirmedAt: string | null;
  /** A short human label: 'Class 6A at …, slide 12'. */
  label: string;
};

const KIND_ORDER: Record<OutboxKind, number> = { start: 0, position: 1, end: 2 };

/**
 * Entries to send, grouped by session in the order the sessions were first queued, and within a session
 * start → position → end whatever order they were queued in.
 */
export function replayOrder(entries: OutboxEntry[]): OutboxEntry[][] {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const group = groups.get(entry.sessionId) ?? [];
    group.push(entry);
    groups.set(entry.sessionId, group);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]));
}

/**
 * What a send's outcome means for the entry: confirmed; retry later (network error, 5xx, 408, 429);
 * wait for the same user to sign in again (401); or needs the teacher's attention (any other 4xx).
 * `status` is null when the request never got an answer.
 */
export type SendOutcome = 'confirmed' | 'retry' | 'auth' | 'attention';
export function classifyResponse(status: number | null): SendOutcome {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'confirmed';
  if (status === 401) return 'auth';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'attention';
}

export const BACKOFF = { firstMs: 1000, maxMs: 5 * 60_000 } as const;

/** 1 s doubling to 5 min, with ±25 % jitter so many devices do not retry in step. `random` in [0, 1). */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random * 0.5));
}

/** The API call an entry makes (paths relative to /api). */
export function requestFor(entry: OutboxEntry): { method: 'POST' | 'PUT'; path: string; body: unknown } {
  const id = encodeURIComponent(entry.sessionId);
  switch (entry.kind) {
    case 'start':
      return {
        method: 'POST',
        path: 'class-sessions/start-slide-session',
        body: { ...entry.payload, session_id: entry.sessionId },
      };
    case 'position':
      return { method: 'PUT', path: `class-sessions/${id}/update-slide`, body: entry.payload };
    case 'end':
      return { method: 'POST', path: `class-sessions/${id}/end-session`, body: entry.payload };
  }
}
