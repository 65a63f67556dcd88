import Dexie, { type Table } from 'dexie';
import { callOfLegacy, type LegacyChange } from '#contract/outbox-calls';
import {
  type ClassProgressRecord,
  type DeckRecord,
  LOCAL_DB_NAME,
  LOCAL_DB_STORES,
  LOCAL_DB_VERSION,
  type OutboxEntry,
  type RosterRecord,
  type SlideImageRecord,
} from './device-records';
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
  db.version(LOCAL_DB_VERSION)
    .stores(LOCAL_DB_STORES)
    // Version 4 (issue 41): an outbox entry stores the endpoint call it makes instead of a kind and a payload.
    .upgrade((tx) => tx.table('outbox').toCollection().modify(toEndpointCall));
  // An entry a tab still running the code of version 3 adds later (Dexie 4 reopens the newer database for it) is
  // read as its call too.
  db.table('outbox').hook('reading', (entry: Record<string, unknown>) => {
    toEndpointCall(entry);
    return entry;
  });
  abortTransactionsOnPageHide(db);
  return db;
}

/**
 * An outbox entry of version 3 (written before issue 41, still on devices in the field) as the call it makes: the
 * same request, body and key. Entries already in the new shape are left as they are. The upgrade runs in one
 * versionchange transaction, so a power cut leaves every entry old (and the version 3) or every entry new.
 * A tab or worker still running the code of version 3 is closed by Dexie on the versionchange and may reopen the
 * database (Dexie 4 opens a newer one): it never sends a new entry (its request builder knows only `kind`s and
 * throws before any request), and what it adds in its own shape is read here as the call it makes. Either way
 * the server applies a change once: the key goes with it.
 */
export function toEndpointCall(entry: Record<string, unknown>): void {
  if (typeof entry.endpoint === 'string' || typeof entry.kind !== 'string') return;
  const call = callOfLegacy(entry as unknown as LegacyChange);
  Object.assign(entry, call);
  delete entry.kind;
  delete entry.payload;
}

/**
 * The device's database (IndexedDB through Dexie), opened twice (docs/decisions/028). The page and the service
 * worker each open it; the stores are defined once in device-records.ts. `name` is for tests.
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
