import { nextIdle } from './idle';
import { queryClient } from './query-client';

/**
 * Resolves once the first screen has settled: the page has loaded, no query is fetching (its data is in) and the
 * browser is idle; `timeoutMs` bounds each wait. Keeping decks and rosters on the device starts then, so it never
 * competes with the first screen (issue 14). Idle alone came too early: between the page's first answers.
 */
export async function whenSettled(timeoutMs = 8_000): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  }
  await new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
  await nextIdle(timeoutMs);
}
