import Dexie, { type Table } from 'dexie';
import {
  type ClassProgressRecord,
  type DeckRecord,
  LOCAL_DB_NAME,
  LOCAL_DB_STORES,
  LOCAL_DB_VERSION,
  type OutboxEntry,
  type RosterRecord,
  type SlideImageRecord,
} from '#contract/sync';
import { abortTransactionsOnPageHide } from './abort-on-page-hide';

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
  classProgress: Table<ClassProgressRecord, [string, string, string]>;
};

/** The stores whose writes can be fetched again from the server: a power cut may lose them (decision 028). */
export type CacheDb = Dexie & Pick<LocalDb, 'decks' | 'slideImages' | 'queryCache'>;

function open(name: string, durability: 'strict' | 'relaxed') {
  // Dexie passes the hint to every transaction of the instance (IDBDatabase.transaction(…, { durability })).
  const db = new Dexie(name, { chromeTransactionDurability: durability });
  db.version(LOCAL_DB_VERSION).stores(LOCAL_DB_STORES);
  abortTransactionsOnPageHide(db);
  return db;
}

/**
 * The device's database (IndexedDB through Dexie), opened twice (docs/decisions/028). The page and the service
 * worker each open it; the stores are defined once in contract/sync.ts. `name` is for tests.
 *
 * `openLocalDb`/`localDb()`: every transaction is committed with strict durability (the browser flushes it to disk
 * before it reports it complete). Everything the app says is saved goes through it: the outbox, the roll call,
 * local sessions, class positions, rosters, the device stamp and the sign-in kept for the worker; so does any
 * transaction that touches one of those stores together with a cache store.
 */
export function openLocalDb(name: string = LOCAL_DB_NAME): LocalDb {
  return open(name, 'strict') as LocalDb;
}

/**
 * `openCacheDb`/`cacheDb()`: relaxed durability, for what can be fetched again (slide decks and images, the saved
 * query cache); its type has only those stores, so nothing the app must keep can be written through it.
 */
export function openCacheDb(name: string = LOCAL_DB_NAME): CacheDb {
  return open(name, 'relaxed') as CacheDb;
}

let shared: LocalDb | null = null;
let sharedCache: CacheDb | null = null;
export function localDb(): LocalDb {
  shared ??= openLocalDb();
  return shared;
}
export function cacheDb(): CacheDb {
  sharedCache ??= openCacheDb();
  return sharedCache;
}
