import {
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
  persistQueryClient,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { startConnectivity } from '#src/lib/connectivity';
import { cacheDb, type QueryCacheRecord } from '#src/offline/worker/local-db';
import { outboxKeys } from '#src/lib/queries/outbox';
import { yieldToMain } from '#src/lib/idle';
import { session } from '#src/lib/session';

/**
 * The TanStack Query cache kept on the device (ARCHITECTURE.md §5), so the other screens show the last known
 * data offline: successful queries only, in the device database's `queryCache` store, for the signed-in user
 * only (another user's cache is never restored), kept 7 days. A logout removes it.
 *
 * Each query is a record of its own ('query:' and its hash) and one more names them (`KEY`): a change writes only
 * the queries whose data changed, each in a put of its own with a turn for the page between. The whole cache in one
 * put was a structured clone of every screen's data, 30 ms on a laptop and 130 ms on a phone after each change
 * (a teacher dashboard's first load, issue 40), and it grew with every screen visited.
 */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 86_400_000;
const KEY = 'query-cache';
const QUERY = 'query:';
const WRITE_EVERY_MS = 1000;
/** Bump when a change to the API's answers makes old cached data unreadable. */
const BUSTER = 'v1';

type SavedQuery = PersistedClient['clientState']['queries'][number];
/** What `KEY` holds: whose the queries are and which; before 2026-11-30 the whole client (`client`) was there. */
type Saved =
  | { userId: string; timestamp: number; buster: string; hashes: string[] }
  | { userId: string; client: PersistedClient };

const queryKeyOf = (hash: string) => `${QUERY}${hash}`;

function dexiePersister(): Persister & { flush(): Promise<void>; restored(): PersistedClient | undefined } {
  // Fetched again whenever online: relaxed durability (docs/decisions/028).
  const db = cacheDb();
  let latest: { userId: string; client: PersistedClient } | null = null;
  let restored: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What the device holds for each query: when its data was fetched. */
  const onDevice = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  /** Raised by a logout: a write under way stops, and takes back what it put after the logout's removal. */
  let generation = 0;
  const putUnlessRemoved = async (record: QueryCacheRecord, mine: number) => {
    if (generation !== mine) return false;
    await db.queryCache.put(record);
    if (generation === mine) return true;
    await db.queryCache.delete(record.key);
    return false;
  };
  const writeNext = async () => {
    const next = latest;
    latest = null;
    if (!next) return;
    const mine = generation;
    const { userId, client } = next;
    const queries = client.clientState.queries;
    const hashes = new Set(queries.map((query) => query.queryHash));
    // What the device holds beyond these (another user's, or gone from the cache) goes first.
    const stale = (await db.queryCache.where('key').startsWith(QUERY).primaryKeys()).filter(
      (key) => !hashes.has(key.slice(QUERY.length)),
    );
    await db.queryCache.bulkDelete(stale);
    for (const key of stale) onDevice.delete(key.slice(QUERY.length));
    for (const query of queries) {
      if (onDevice.get(query.queryHash) === query.state.dataUpdatedAt) continue;
      await yieldToMain();
      const record = { key: queryKeyOf(query.queryHash), value: query, savedAt: client.timestamp };
      if (!(await putUnlessRemoved(record, mine))) return;
      onDevice.set(query.queryHash, query.state.dataUpdatedAt);
    }
    const saved: Saved = { userId, timestamp: client.timestamp, buster: client.buster, hashes: [...hashes] };
    await putUnlessRemoved({ key: KEY, value: saved, savedAt: client.timestamp }, mine);
  };
  /** Writes the latest client after those before it (one write at a time); a failed write is left for the next. */
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writeNext).catch(() => onDevice.clear());
    return writing;
  };
  return {
    persistClient(client) {
      const userId = session.user()?._id;
      if (!userId) return;
      latest = { userId, client };
      timer ??= setTimeout(() => void write(), WRITE_EVERY_MS);
    },
    async restoreClient() {
      const saved = (await db.queryCache.get(KEY))?.value as Saved | undefined;
      if (!saved || saved.userId !== session.user()?._id) return undefined;
      if ('client' in saved) {
        restored = saved.client;
        return restored;
      }
      const records = await db.queryCache.bulkGet(saved.hashes.map(queryKeyOf));
      const queries = records.flatMap((record) => (record ? [record.value as SavedQuery] : []));
      for (const query of queries) onDevice.set(query.queryHash, query.state.dataUpdatedAt);
      restored = {
        timestamp: saved.timestamp,
        buster: saved.buster,
        clientState: { queries, mutations: [] },
      };
      return restored;
    },
    async removeClient() {
      generation += 1;
      latest = null;
      clearTimeout(timer);
      timer = undefined;
      onDevice.clear();
      await db.queryCache
        .where('key')
        .startsWith(QUERY)
        .delete()
        .catch(() => undefined);
      await db.queryCache.delete(KEY).catch(() => undefined);
    },
    flush: write,
    restored: () => restored,
  };
}

/** When the cached data was saved, for 'Offline — showing data from …' when no query says. */
export async function persistedAt(): Promise<number | null> {
  return (
    (
      await cacheDb()
        .queryCache.get(KEY)
        .catch(() => undefined)
    )?.savedAt ?? null
  );
}

/** The device side of the query client: the saved cache, and watching whether the server can be reached. */
export async function startOfflineData(queryClient: QueryClient): Promise<void> {
  startConnectivity(queryClient);
  await restoreQueryCache(queryClient);
}

/**
 * Restores the signed-in user's cached queries (resolves within 2 s whatever happens) and keeps saving them.
 * Queries stay in memory for as long as they are kept on the device, so the saved cache covers every screen
 * visited, not only the last five minutes.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: QUERY_CACHE_MAX_AGE_MS } });
  const persister = dexiePersister();
  const options: PersistQueryClientOptions = {
    // @tanstack/query-persist-client-core pins a slightly older query-core; the client's shape is the same.
    queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryKey[0] !== outboxKeys.all[0] && query.meta?.persist !== false,
      shouldDehydrateMutation: () => false,
    },
  };
  const [, restoredClient] = persistQueryClient(options);
  // Saved data stands in until the server answers: marked stale, so every screen refetches it when it can
  // (a reload right after a change must not show the state from before it as fresh). Only the queries still holding
  // the device's data: what the server answered this visit stays fresh, or the first screen asks for it twice.
  const restored = restoredClient.then(() => {
    const fromDevice = new Map(
      persister.restored()?.clientState.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]),
    );
    void queryClient.invalidateQueries({
      refetchType: 'none',
      predicate: (query) => fromDevice.get(query.queryHash) === query.state.dataUpdatedAt,
    });
    // Saves are made on the cache's changes from now on; what the first screen fetched before the device side
    // started (it waits for that screen) is saved at once, not at the next change.
    return persistQueryClientSave(options);
  });

  let userId = session.user()?._id ?? null;
  let lastSignedIn = userId;
  session.subscribe(() => {
    const next = session.user()?._id ?? null;
    if (next === userId) return;
    userId = next;
    // A logout removes the saved cache; a different user never sees the previous user's data.
    if (next === null && session.endedBy() === 'logout') void persister.removeClient();
    if (next !== null && lastSignedIn !== null && next !== lastSignedIn) queryClient.clear();
    if (next !== null) lastSignedIn = next;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void persister.flush();
  });
  await Promise.race([restored.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
