import { startTransition, useEffect, useState } from 'react';
import { nextIdle } from './idle';

/**
 * False on the first render, true from the first idle moment after it (at most 1 s later): code and device reads
 * that the first screen does not show start then, so they never hold up its first paint (issue 14). An idle
 * callback, not an animation frame, so a tab opened in the background gets there too.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: what appears then renders in short slices, never as one long task (issue 14).
    void nextIdle(1_000).then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
