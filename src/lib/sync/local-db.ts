import Dexie, { type Table } from 'dexie';
import {
  type DeckRecord,
  LOCAL_DB_NAME,
  LOCAL_DB_STORES,
  LOCAL_DB_VERSION,
  type OutboxEntry,
  type RosterRecord,
  type SlideImageRecord,
} from '#contract/sync';

export type MetaRecord = { key: string; value: unknown };
/** A session taught on this device: enough to resume it after a reload, online or not. */
export type LocalSession = {
  id: string;
  userId: string;
  schoolId: string;
  classLevel: string;
  grade: number;
  startedAt: string;
  startingSlide: number;
  currentSlide: number;
  /** The furthest slide shown in the session on this device (a maximum). */
  furthestSlide?: number;
  /** The class's position on the device before this session, put back if the session is cancelled. */
  previousPosition?: ClassPosition | null;
  status: 'active' | 'ended' | 'cancelled';
};
/** Where a class stands on this device; `sessionId`: the session that put it there. */
export type ClassPosition = { schoolId: string; classLevel: string; lastSlide: number; at: string; sessionId?: string };
export type QueryCacheRecord = { key: string; value: unknown; savedAt: number };

export type LocalDb = Dexie & {
  meta: Table<MetaRecord, string>;
  decks: Table<DeckRecord, number>;
  slideImages: Table<SlideImageRecord, [number, number, number, string]>;
  outbox: Table<OutboxEntry, number>;
  localSessions: Table<LocalSession, string>;
  classPositions: Table<ClassPosition, [string, string]>;
  queryCache: Table<QueryCacheRecord, string>;
  rosters: Table<RosterRecord, [string, string, string]>;
};

/**
 * The device's database (IndexedDB through Dexie). The page and the service worker each open it; the stores are
 * defined once in contract/sync.ts. `name` is for tests.
 */
export function openLocalDb(name: string = LOCAL_DB_NAME): LocalDb {
  const db = new Dexie(name) as LocalDb;
  db.version(LOCAL_DB_VERSION).stores(LOCAL_DB_STORES);
  return db;
}

let shared: LocalDb | null = null;
export function localDb(): LocalDb {
  shared ??= openLocalDb();
  return shared;
}
