import { type FetchQueryOptions, hashKey, onlineManager, QueryClient } from '@tanstack/react-query';
import { apiErrorOf } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not get better by retrying; network trouble might.
      retry: (failureCount, error) => {
        const status = apiErrorOf(error)?.status;
        if (status && status >= 400 && status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});

// Queries that need the network pause while the browser is offline and resume when it is back (issue 39).
// TanStack Query assumes 'online' until an event says otherwise: a page loaded offline (a reload in class) got no
// event, so its queries were sent, failed, were retried for seconds and ended in errors ('Loading…' on My Sessions
// for 10 s and more, then 'Failed to load').
if (typeof window !== 'undefined') {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** How long data fetched by the start-up prefetch counts as just asked for (issue 14). */
export const JUST_FETCHED_MS = 3000;
/** The longest a first screen's prefetched data waits for its screen before it is asked for again. */
const FIRST_SCREEN_WAIT_MS = 60_000;

// Queries the start-up prefetch asked for, until their first screen is left: that screen uses what came, however
// long its code took to arrive (on a slow or busy device that is well over JUST_FETCHED_MS). An observer asks
// refetchOnMount more than once while it mounts, so the mark lasts until the screen's observer goes away.
const prefetchedForFirstScreen = new Set<string>();
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'observerRemoved') prefetchedForFirstScreen.delete(event.query.queryHash);
});

/** Asks for a first screen's data while the stored session is checked; the screen's first mount uses it as is. */
export function prefetchForFirstScreen(options: FetchQueryOptions<any, any, any, any>) {
  prefetchedForFirstScreen.add(hashKey(options.queryKey));
  void queryClient.prefetchQuery(options);
}

/**
 * refetchOnMount for the queries asked again on every visit (staleTime 0): not when the start-up prefetch fetched
 * them for this screen or a moment ago, so the first screen makes each call once; an invalidated query is always
 * asked again.
 */
export const refetchUnlessJustFetched = (query: {
  queryHash: string;
  state: { isInvalidated: boolean; dataUpdatedAt: number };
}) => {
  if (query.state.isInvalidated) return true;
  const prefetched = prefetchedForFirstScreen.has(query.queryHash);
  return Date.now() - query.state.dataUpdatedAt > (prefetched ? FIRST_SCREEN_WAIT_MS : JUST_FETCHED_MS);
};
