import { liveQuery } from 'dexie';
import { type DependencyList, useEffect, useState } from 'react';

/**
 * A Dexie query kept live: re-run whenever the stores it read change, in this tab, another tab or the service
 * worker (Dexie broadcasts its changes). `undefined` until the first answer; on failure (no IndexedDB in some
 * private modes) it stays at `fallback`.
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: DependencyList, fallback?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  const subscribe = () => {
    const subscription = liveQuery(query).subscribe({
      next: (next) => setValue(() => next),
      error: (error: unknown) => {
        console.error('A device query failed', error);
        setValue(() => fallback);
      },
    });
    return () => subscription.unsubscribe();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the query depends on.
  useEffect(subscribe, deps);
  return value;
}
