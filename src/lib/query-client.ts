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
