import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { whenSettled } from './when-settled';

// Decks and rosters start once the first screen has settled (issue 14): loaded, no query fetching, then idle.
describe('whenSettled', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  const page = (readyState: string) => {
    const onLoad: (() => void)[] = [];
    vi.stubGlobal('document', { readyState });
    vi.stubGlobal('window', { addEventListener: (_: string, listener: () => void) => onLoad.push(listener) });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    return () => {
      for (const listener of onLoad) listener();
    };
  };
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('waits for the page to load and for the first screen’s answers, then for an idle moment', async () => {
    const load = page('loading');
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['first-screen'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    const isDone = settled(whenSettled(5_000));

    await new Promise((r) => setTimeout(r, 20));
    expect(isDone()).toBe(false);
    load();
    await new Promise((r) => setTimeout(r, 20));
    expect(isDone()).toBe(false); // the query is still fetching
    answer('figures');
    await vi.waitFor(() => expect(isDone()).toBe(true));
  });

  it('does not wait past its bound for a query that never answers', async () => {
    page('complete');
    void queryClient
      .fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) })
      .catch(() => undefined); // cancelled by clear() after the test
    const isDone = settled(whenSettled(50));
    await vi.waitFor(() => expect(isDone()).toBe(true), { timeout: 1_000 });
  });
});
