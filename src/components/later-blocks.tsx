import { Children, type ReactNode, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { nextIdle } from '#src/lib/idle';

type Props<T> = {
  /** What the blocks show; a new value (a new object) renders them again. */
  value: T | undefined;
  /** The blocks, from the value alone. */
  children: (value: T) => ReactNode;
};

/**
 * The blocks under a screen's first figures, rendered in a background pass that React splits into short slices
 * (useDeferredValue): when an answer arrives, the figures on top render at once and these follow without one long
 * task (issue 14). Nothing until the value is there. The blocks are rendered again only for a new value: the
 * render function must read nothing else.
 */
export function LaterBlocks<T>({ value, children }: Props<T>) {
  const later = useDeferredValue(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks read the value only (see above)
  return useMemo(() => (later === undefined ? null : children(later)), [later]);
}

/**
 * Blocks committed in turn, top to bottom, the next one at the page's next idle moment: each commits as a short
 * task of its own rather than all in one long task, which React cannot split (issue 14: the blocking time of
 * /analytics). Each block appears below those already shown, so nothing on screen moves.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const blocks = Children.toArray(children);
  const [shown, setShown] = useState(1);
  const all = shown >= blocks.length;
  useEffect(() => {
    if (all) return;
    let live = true;
    void nextIdle(500).then(() => live && startTransition(() => setShown(shown + 1)));
    return () => {
      live = false;
    };
  }, [all, shown]);
  return blocks.slice(0, shown);
}
