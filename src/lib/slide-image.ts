import { slideImagePath } from '#contract/course-materials-endpoints';
import type { SlideSize } from '#src/offline/worker/device-records';
import { getSlideImage } from '#src/offline/worker/deck-store';
import { cacheDb } from '#src/offline/worker/local-db';
import { session } from './session';

/** A deck as its images are addressed: a grade and the version of its current upload. */
export type DeckRef = { grade: number; version: number };

/** A slide image that could not be had: `status` is the server's answer, null when the network failed. */
export class SlideImageError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'No connection to the server' : `Slide image not available (${status})`);
  }
}

async function deviceCopy(deck: DeckRef, number: number, size: SlideSize): Promise<Blob | null> {
  try {
    const stored = await getSlideImage(cacheDb(), deck.grade, number, size);
    // The device may still hold an older version while a re-uploaded deck downloads: use only this version.
    return stored && stored.version === deck.version ? new Blob([stored.data], { type: stored.mime }) : null;
  } catch {
    return null; // IndexedDB unavailable (some private modes): the network still works.
  }
}

/**
 * An object URL for a slide's image: the device's copy of this deck version first (online or not), else the
 * image fetched with the bearer token (images need auth; the token never goes into a URL). The caller revokes it.
 */
export async function loadSlideImage(
  deck: DeckRef,
  number: number,
  size: SlideSize,
  signal?: AbortSignal,
): Promise<string> {
  const stored = await deviceCopy(deck, number, size);
  if (stored) return URL.createObjectURL(stored);
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(`/api${slideImagePath(deck.grade, deck.version, number, size === 'thumb')}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SlideImageError(null);
  }
  if (!response.ok) throw new SlideImageError(response.status);
  return URL.createObjectURL(await response.blob());
}
