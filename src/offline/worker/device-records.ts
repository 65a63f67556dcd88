/**
 * What this device keeps in its own database (IndexedDB through Dexie; ARCHITECTURE.md §5): the stores and the
 * records in them. Device storage, not the wire: the server never sees these shapes (the outbox's calls are
 * contract/outbox-calls.ts).
 */
import type { OutboxCall } from '#contract/outbox-calls';
import type { ClassProgress, ProgressMaterial } from '#contract/sessions-types';

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
 * entries (a `kind` and a `payload`) are converted when it opens (local-db.ts).
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
  /**
   * The server's message for a 'needs attention' entry, or the last transient failure: the server's text, or the
   * device's own note as a code (outbox-rules.ts NO_CONNECTION, refusedNote), which the page words.
   */
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
