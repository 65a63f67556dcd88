import { type ReactNode, useDeferredValue, useMemo } from 'react';

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
