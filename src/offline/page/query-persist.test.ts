// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#contract/user';
import { cacheDb, localDb } from '#src/offline/worker/local-db';
import { QUERY_CACHE_MAX_AGE_MS, restoreQueryCache } from './query-persist';
import { session } from '#src/lib/session';

const user = (id: string) => ({ _id: id, name: id, email: `${id}@x.test`, role: 'teacher' }) as unknown as PublicUser;
const written = () => new Promise((resolve) => setTimeout(resolve, 1300)); // saves are at most once a second

async function client(): Promise<QueryClient> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await restoreQueryCache(queryClient);
  return queryClient;
}

afterEach(async () => {
  session.clear('logout');
  await localDb().queryCache.clear();
});

describe('the query cache kept on the device', () => {
  it('restores the same user’s successful queries after a reload, kept 7 days; never failed ones', async () => {
    session.set('token-a', user('a'));
    const first = await client();
    expect(first.getDefaultOptions().queries?.gcTime).toBe(QUERY_CACHE_MAX_AGE_MS);
    await first.fetchQuery({ queryKey: ['schools'], queryFn: async () => ['Mohali'] });
    await first
      .fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('down')) })
      .catch(() => undefined);
    await written();

    const reloaded = await client();
    expect(reloaded.getQueryData(['schools'])).toEqual(['Mohali']);
    expect(reloaded.getQueryState(['schools'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(reloaded.getQueryState(['broken'])).toBeUndefined();
  });

  it('never restores another user’s data, and a logout removes it from the device', async () => {
    session.set('token-a', user('a'));
    const first = await client();
    await first.fetchQuery({ queryKey: ['students'], queryFn: async () => ['Aarav'] });
    await written();

    session.clear('rejected');
    session.set('token-b', user('b'));
    const other = await client();
    expect(other.getQueryData(['students'])).toBeUndefined();

    session.set('token-a', user('a'));
    expect((await client()).getQueryData(['students'])).toEqual(['Aarav']);
    session.clear('logout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await localDb().queryCache.count()).toBe(0);
  });

  it('marks the restored data stale, but not what the server answered before the restore', async () => {
    session.set('token-a', user('a'));
    const first = await client();
    await first.fetchQuery({ queryKey: ['schools'], queryFn: async () => ['Mohali'] });
    await first.fetchQuery({ queryKey: ['classes'], queryFn: async () => [6] });
    await written();

    // The next visit: the first screen's answer arrives before the device side restores the saved cache.
    const reloaded = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await reloaded.fetchQuery({ queryKey: ['schools'], queryFn: async () => ['Mohali', 'Patiala'] });
    await restoreQueryCache(reloaded);
    expect(reloaded.getQueryData(['schools'])).toEqual(['Mohali', 'Patiala']);
    expect(reloaded.getQueryState(['schools'])?.isInvalidated).toBe(false);
    expect(reloaded.getQueryData(['classes'])).toEqual([6]);
    expect(reloaded.getQueryState(['classes'])?.isInvalidated).toBe(true);
  });

  it('saves what was fetched before the device side started, with no later change', async () => {
    session.set('token-a', user('a'));
    const early = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await early.fetchQuery({ queryKey: ['schools'], queryFn: async () => ['Mohali'] });
    await restoreQueryCache(early);
    await written();
    expect((await client()).getQueryData(['schools'])).toEqual(['Mohali']);
  });

  it('writes each query as a record of its own, and after a change only the queries that changed', async () => {
    session.set('token-a', user('a'));
    const first = await client();
    await first.fetchQuery({ queryKey: ['schools'], queryFn: async () => ['Mohali'] });
    await first.fetchQuery({ queryKey: ['classes'], queryFn: async () => [6, 7] });
    await written();
    // One record per query and one naming them: a change no longer clones every screen's data in one put.
    expect(await localDb().queryCache.count()).toBe(3);

    const puts = vi.spyOn(cacheDb().queryCache, 'put');
    try {
      first.setQueryData(['classes'], [6, 7, 8]);
      await written();
      const keys = puts.mock.calls.map(([record]) => record.key);
      expect(keys).toEqual(['query:["classes"]', 'query-cache']);
    } finally {
      puts.mockRestore();
    }
    first.removeQueries({ queryKey: ['schools'] });
    first.setQueryData(['classes'], [6]);
    await written();
    const reloaded = await client();
    expect(reloaded.getQueryData(['classes'])).toEqual([6]);
    expect(reloaded.getQueryData(['schools'])).toBeUndefined();
    expect(await localDb().queryCache.count()).toBe(2);
  });

  it('still restores a cache saved whole, as the app kept it before', async () => {
    session.set('token-a', user('a'));
    const queryHash = '["schools"]';
    const now = Date.now();
    const state = { data: ['Mohali'], dataUpdateCount: 1, dataUpdatedAt: now, error: null, errorUpdateCount: 0 };
    const query = {
      dehydratedAt: now,
      queryKey: ['schools'],
      queryHash,
      state: { ...state, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null },
    };
    Object.assign(query.state, { isInvalidated: false, status: 'success', fetchStatus: 'idle' });
    // Through the app's own connection (cacheDb): another one may not see the write committed yet.
    await cacheDb().queryCache.put({
      key: 'query-cache',
      value: {
        userId: 'a',
        client: { timestamp: Date.now(), buster: 'v1', clientState: { queries: [query], mutations: [] } },
      },
      savedAt: Date.now(),
    });
    expect((await client()).getQueryData(['schools'])).toEqual(['Mohali']);
  });
});
