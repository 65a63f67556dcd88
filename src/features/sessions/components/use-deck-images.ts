import { useEffect, useMemo, useReducer } from 'react';
import { SlideCache } from '#src/offline/page/teaching/slide-cache';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { afterPaint } from './after-paint';

/** Slides kept decoded ahead in the direction the class is going (the next three), and one the other way. */
const AHEAD = 3;

/**
 * The current slide's image, with the next ones in the direction of travel decoded ahead so a move feels instant
 * (going back through a deck preloads backwards). `direction`: 1 forward, -1 back.
 */
export function useDeckImages(deck: ViewerDeck, current: number, withThumbs: boolean, direction: 1 | -1 = 1) {
  const cache = useMemo(() => new SlideCache({ grade: deck.grade, version: deck.version }), [deck.grade, deck.version]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => () => cache.dispose(), [cache]);

  useEffect(() => {
    let live = true;
    const refresh = () => live && rerender();
    // A slide already decoded needs no second render of the viewer before the paint.
    if (!cache.ready(current)) cache.load(current).then(refresh, refresh);
    // The neighbours' reads and decodes start once this move is painted, not in the frame that shows it.
    const cancel = afterPaint(() => {
      const nearby = [...Array.from({ length: AHEAD }, (_, i) => current + direction * (i + 1)), current - direction];
      for (const n of nearby) {
        if (n >= 1 && n <= deck.totalSlides && !cache.ready(n)) cache.load(n).then(refresh, () => undefined);
      }
    });
    return () => {
      live = false;
      cancel();
    };
  }, [cache, current, direction, deck.totalSlides]);

  useEffect(() => {
    if (!withThumbs) return;
    let live = true;
    for (const s of deck.slides)
      cache.load(s.number, 'thumb').then(
        () => live && rerender(),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [cache, withThumbs, deck.slides]);

  return {
    url: cache.ready(current),
    ready: (n: number) => cache.ready(n),
    error: cache.error(current),
    thumb: (n: number) => cache.ready(n, 'thumb'),
  };
}
