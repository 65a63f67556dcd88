import { useEffect, useRef } from 'react';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { fetchViewerDeck } from '../api/get-deck';

/**
 * A slide the server no longer has (404) while a class is taught: an admin's new upload of the grade's deck swaps
 * it and removes the old version's images (a device that kept the old version offline has its own copy). The
 * class's deck is asked for once per version; a newer version is given to `onReplaced`, so the class goes on in it
 * rather than in front of a slide that cannot come.
 */
export function useReplacedDeck(deck: ViewerDeck, missing: boolean, onReplaced: (deck: ViewerDeck) => void) {
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!missing || asked.current === deck.version) return;
    asked.current = deck.version;
    let live = true;
    fetchViewerDeck(deck.grade).then(
      (fresh) => live && fresh.version !== deck.version && onReplaced(fresh),
      () => undefined, // offline or refused: the slide says it is unavailable, as before
    );
    return () => {
      live = false;
    };
  }, [missing, deck, onReplaced]);
}
