import { useEffect, useMemo, useReducer } from 'react';
import { SlideCache } from '../offline/slide-cache';
import type { ViewerDeck } from '../offline/teaching-session';
import { afterPaint } from './after-paint';

/** Slides kept decoded ahead of the current one (spec: the next two), and one behind for going back. */
const AHEAD = 2;

/** The current slide's image, with the next two decoded ahead so a move feels instant. */
export function useDeckImages(deck: ViewerDeck, current: number, withThumbs: boolean) {
  const cache = useMemo(() => new SlideCache({ grade: deck.grade, version: deck.version }), [deck.grade, deck.version]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => () => cache.dispose(), [cache]);

  useEffect(() => {
    let live = true;
    const refresh = () => live && rerender();
    cache.load(current).then(refresh, refresh);
    // The neighbours' reads and decodes start once this move is painted, not in the frame that shows it.
    const cancel = afterPaint(() => {
      const nearby = [...Array.from({ length: AHEAD }, (_, i) => current + i + 1), current - 1];
      for (const n of nearby) if (n >= 1 && n <= deck.totalSlides) cache.load(n).then(refresh, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [cache, current, deck.totalSlides]);

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
