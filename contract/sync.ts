/**
 * The offline classroom's shared rules (ARCHITECTURE.md §5), pure and without I/O, used by the page
 * (src/lib/sync) and the service worker (sw/): the device database's stores, the outbox entries,
 * their replay order, how a failed send is classified, the retry delay and the request each entry makes.
 */
import { kindOf, type OutboxCall, type OutboxKind } from './outbox-calls';
import type { EndSessionAnswer } from './sessions-endpoints';
import type { ClassProgress, ProgressMaterial } from './sessions-types';
import { UNSENT_FILE_FORMAT } from './sync-unsent-changes';

/**
 * The header with the sending device's clock (ISO 8601) on every API request: the server corrects the device times
 * a request carries (start, moves, end, cancel) by how far that clock is from its own (docs/decisions/020).
 */
export const DEVICE_TIME_HEADER = 'X-Device-Time';

export const LOCAL_DB_NAME = 'pathshala';
/** Dexie store definitions; bump LOCAL_DB_VERSION and add a new version when they change. */
export const LOCAL_DB_VERSION = 4;
export const LOCAL_DB_STORES = {
  /** key → value: the signed-in user's id and token (the service worker cannot read localStorage). */
  meta: 'key',
  decks: 'grade',
  slideImages: '[grade+version+number+size], [grade+version]',
  outbox: '++seq, id, userId, sessionId, status, [userId+status]',
  localSessions: 'id, userId, [schoolId+classLevel]',
  classPositions: '[schoolId+classLevel]',
  queryCache: 'key',
  /** Version 2: the class rosters of the signed-in teacher, for the roll call offline (issue 17). */
  rosters: '[userId+schoolId+classLevel], userId',
  /** Version 3: where each class of the signed-in teacher stands, as the server last said (issue 39). */
  classProgress: '[userId+schoolId+classLevel], userId',
} as const;

export type SlideSize = 'full' | 'thumb';

/**
 * A class's students as the teacher's device keeps them for the roll call (issue 17): children's data, so kept
 * only for a teacher, and removed from the device when the teacher signs out (with unsent changes, once sent).
 */
export type RosterRecord = {
  userId: string;
  schoolId: string;
  classLevel: string;
  students: { _id: string; name: string; student_id: string }[];
  fetchedAt: string;
};

/**
 * A class's progress as the server last told this teacher's device (POST /api/session-progress/batch), so a start
 * on a device that never taught the class begins where an online start would. `fetchedAt`: when it was asked.
 */
export type ClassProgressRecord = {
  userId: string;
  schoolId: string;
  classLevel: string;
  progress: ClassProgress;
  courseMaterial: ProgressMaterial;
  fetchedAt: string;
  /**
   * The device's own position of the class when the copy was asked for (its `at`, null: none), and whether it had
   * changes not yet confirmed: the copy covers the device's own teaching only if that position has not changed
   * since and was confirmed. Compared as values, never as times (a device's clock may be reset or hours off).
   */
  ownAt: string | null;
  ownUnconfirmed: boolean;
};

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

export type OutboxStatus = 'pending' | 'sent' | 'attention';

/**
 * Where a change stands among this device's changes: a per-device id and a counter taken in the same IndexedDB
 * transaction that records the change (so tabs share it). The server orders a device's changes by `seq`, never by
 * its clock, which may be hours off or reset to 2000.
 */
export type DeviceStamp = { deviceId: string; seq: number };

/**
 * A change kept until the server has it: the endpoint call it makes (contract/outbox-calls.ts: the endpoint's name,
 * its params and its body) and what the device knows of its sending. Version 4 of the device's database; version 3
 * entries (a `kind` and a `payload`) are converted when it opens (src/lib/sync/local-db.ts).
 */
export type OutboxEntry = OutboxCall & {
  seq?: number;
  /** Stable id of the entry (a UUID), for the Sync panel's actions. */
  id: string;
  userId: string;
  sessionId: string;
  /** Sent as Idempotency-Key; a new key whenever the payload changes (a coalesced position). */
  idempotencyKey: string;
  clientTimestamp: string;
  status: OutboxStatus;
  attempts: number;
  /** The server's message for a 'needs attention' entry, or the last transient failure. */
  lastError: string | null;
  /** When the device last tried to send it, and the HTTP status it got (null: no answer). */
  lastAttemptAt?: string | null;
  lastStatus?: number | null;
  createdAt: string;
  confirmedAt: string | null;
  /** A short human label: 'Class 6A at …, slide 12'. */
  label: string;
  /**
   * What the server accepted but could not take in full, to show in 'Needs attention' until dismissed: a roll
   * call's marks for students not in the class that day ('Asha Verma: Not in Class 6A on 2026-11-20').
   */
  warnings?: string[];
  warningsSeen?: boolean;
};

/** The warnings an end-session answer carries (its marks not taken), as the Sync panel shows them. */
export function endWarnings(answer: Pick<EndSessionAnswer, 'mark_issues'>): string[] {
  return answer.mark_issues.map((i) => `${i.name}: ${i.reason}`);
}

const KIND_ORDER: Record<OutboxKind, number> = { start: 0, position: 1, end: 2, cancel: 2 };

/**
 * Entries to send, grouped by session in the order the sessions were first queued, and within a session
 * start → position → end or cancel whatever order they were queued in (an end and a cancel of one session, from
 * two tabs, go in the order they were made: the server keeps the first and refuses the other).
 */
export function replayOrder<T extends Pick<OutboxEntry, 'seq' | 'sessionId' | 'endpoint'>>(entries: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const group = groups.get(entry.sessionId) ?? [];
    group.push(entry);
    groups.set(entry.sessionId, group);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => KIND_ORDER[kindOf(a)] - KIND_ORDER[kindOf(b)] || (a.seq ?? 0) - (b.seq ?? 0)),
  );
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

/** An entry not confirmed for this long while the device is online is flagged in the Sync panel. */
export const STALE_AFTER_MS = 10 * 60_000;

/**
 * 'Save unsent changes' (the last resort for a device that will never reach the server again): the file a
 * teacher saves and an admin loads. Each change is the endpoint call the outbox would have made. Version 2; a
 * version 1 file (each change's kind, method, path and body, written before issue 41) still loads.
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

/** The file for a user's pending and refused entries, in the order the outbox would send them. */
export function unsentFile(
  user: { id: string; name: string },
  deviceId: string | null,
  entries: OutboxEntry[],
  savedAt: string,
): UnsentFile {
  const changes = replayOrder(entries.filter((e) => e.status !== 'sent'))
    .flat()
    .map(
      (entry): UnsentChange =>
        ({
          endpoint: entry.endpoint,
          params: entry.params,
          body: entry.body,
          idempotencyKey: entry.idempotencyKey,
          sessionId: entry.sessionId,
          clientTimestamp: entry.clientTimestamp,
          label: entry.label,
        }) as UnsentChange,
    );
  return {
    format: UNSENT_FILE_FORMAT,
    version: 2,
    teacherId: user.id,
    teacherName: user.name,
    deviceId,
    savedAt,
    changes,
  };
}
