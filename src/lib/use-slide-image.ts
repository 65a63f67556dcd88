import { useEffect, useState } from 'react';
import type { SlideSize } from '#src/offline/worker/device-records';
import { type DeckRef, loadSlideImage, SlideImageError } from './slide-image';

export type SlideImageState = { url: string | null; error: SlideImageError | null };

/** A slide image as an object URL (device copy first, else fetched with the token); revoked when no longer shown. */
export function useSlideImage(deck: DeckRef | null, number: number, size: SlideSize, enabled = true): SlideImageState {
  const [state, setState] = useState<SlideImageState>({ url: null, error: null });
  const grade = deck?.grade;
  const version = deck?.version;
  useEffect(() => {
    if (grade === undefined || version === undefined || !enabled) return;
    const abort = new AbortController();
    let url: string | null = null;
    setState({ url: null, error: null });
    loadSlideImage({ grade, version }, number, size, abort.signal).then(
      (loaded) => {
        if (abort.signal.aborted) return URL.revokeObjectURL(loaded);
        url = loaded;
        setState({ url, error: null });
      },
      (error: unknown) => {
        if (!abort.signal.aborted)
          setState({ url: null, error: error instanceof SlideImageError ? error : new SlideImageError(null) });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [grade, version, number, size, enabled]);
  return state;
}
