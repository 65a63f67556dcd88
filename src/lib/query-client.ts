import { QueryClient } from '@tanstack/react-query';
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

/** How long data fetched by the start-up prefetch counts as just asked for (issue 14). */
export const JUST_FETCHED_MS = 3000;

/**
 * refetchOnMount for the queries asked again on every visit (staleTime 0): not when the start-up prefetch fetched
 * them a moment ago, so the first screen makes each call once; an invalidated query is always asked again.
 */
export const refetchUnlessJustFetched = (query: { state: { isInvalidated: boolean; dataUpdatedAt: number } }) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
