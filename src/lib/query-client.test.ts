import { hashKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUST_FETCHED_MS, prefetchForFirstScreen, queryClient, refetchUnlessJustFetched } from './query-client';

const key = ['first-screen', 'progress'];
const queryAt = (dataUpdatedAt: number, isInvalidated = false) => ({
  queryHash: hashKey(key),
  state: { isInvalidated, dataUpdatedAt },
});

describe('refetchUnlessJustFetched', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('asks again for data older than a moment, never for data just fetched', () => {
    expect(refetchUnlessJustFetched(queryAt(Date.now() - JUST_FETCHED_MS - 1))).toBe(true);
    expect(refetchUnlessJustFetched(queryAt(Date.now() - 100))).toBe(false);
  });

  it('the first screen uses what its prefetch brought however slow its code was, until it is left', async () => {
    prefetchForFirstScreen({ queryKey: key, queryFn: async () => 1 });
    const tenSecondsAgo = queryAt(Date.now() - 10_000);
    // Asked more than once while the screen mounts: the same answer each time.
    expect(refetchUnlessJustFetched(tenSecondsAgo)).toBe(false);
    expect(refetchUnlessJustFetched(tenSecondsAgo)).toBe(false);
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: async () => 1 });
    const unsubscribe = observer.subscribe(() => undefined);
    unsubscribe();
    // The screen was left: a later visit asks again.
    expect(refetchUnlessJustFetched(tenSecondsAgo)).toBe(true);
  });

  it('an invalidated query is asked again even on its first screen', () => {
    prefetchForFirstScreen({ queryKey: key, queryFn: async () => 1 });
    expect(refetchUnlessJustFetched(queryAt(Date.now(), true))).toBe(true);
  });

  it('prefetched data that waited over a minute for its screen is asked again', () => {
    prefetchForFirstScreen({ queryKey: key, queryFn: async () => 1 });
    expect(refetchUnlessJustFetched(queryAt(Date.now() - 61_000))).toBe(true);
  });
});
