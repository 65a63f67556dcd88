import { startTransition, useEffect, useState } from 'react';
import { idleTurn } from './idle';

/**
 * False on the first render, true from an idle moment after it: code and device reads that the first screen does not
 * show start then, so they never hold up its first paint (issue 14). Each caller waits its turn (`idleTurn`), and
 * `load` (the code the caller shows then) is loaded in that turn first, so the pieces that follow the first screen
 * are evaluated one by one rather than in one long task (issue 40). An idle callback, not an animation frame, so a
 * tab opened in the background gets there too.
 */
export function useAfterFirstScreen(load?: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is asked for once, at the first render
  useEffect(() => {
    let live = true;
    // A failed load shows as the component's own error when it renders; the state turns true all the same.
    void idleTurn(load)
      .catch(() => undefined)
      .then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
