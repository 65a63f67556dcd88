import { useState } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast';
import type { ListState } from './list-table';

type ListQuery<T> = {
  data: { data: T[]; pagination?: { totalPages: number; total: number } } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

// One empty list for every render without data, so what is derived from the rows is not worked out again.
const NO_ROWS: never[] = [];

/** A list's loading, error and empty states from its query (an error with data kept shows the data). */
export function listState(query: Omit<ListQuery<unknown>, 'data'> & { data: unknown }, empty: string): ListState {
  return { loading: query.isPending, error: query.isError && !query.data, empty, onRetry: () => void query.refetch() };
}

/**
 * A list screen's query read once: its rows, states and pages, a toast when it fails, and the row whose
 * details dialog is open.
 */
export function useListScreen<T>(query: ListQuery<T>, texts: { failed: string; empty: string }) {
  useErrorToast(query.error, texts.failed);
  const [viewing, setViewing] = useState<T | null>(null);
  return {
    rows: query.data?.data ?? NO_ROWS,
    state: listState(query, texts.empty),
    pages: query.data?.pagination,
    viewing,
    view: setViewing,
    close: () => setViewing(null),
  };
}
