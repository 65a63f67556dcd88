import { type RefObject, useEffect, useState } from 'react';

/** How far below the fold a piece starts to render: a little ahead of a scroll. */
const AHEAD = '200px';

/**
 * True once the element is on screen or within a screen of it, and from then on. Heavy pieces (the charts) render
 * when they are about to be seen, not all at once while the page loads (issue 14). Without IntersectionObserver,
 * true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${AHEAD} 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
