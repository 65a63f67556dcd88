import type { SlideSize } from '#src/offline/worker/device-records';
import { type DeckRef, loadSlideImage, SlideImageError } from '#src/lib/slide-image';

type Entry = { promise: Promise<string>; url: string | null; error: SlideImageError | null; usedAt: number };

/**
 * The viewer's images of one deck version: object URLs (device copy first, else the network), each decoded
 * before it counts as ready, so showing a prefetched slide is a paint and not a download or a decode.
 * Keeps the most recently used `limit` full-size images; thumbnails are few (decks of 20 slides or fewer).
 */
export class SlideCache {
  private entries = new Map<string, Entry>();
  private clock = 0;

  constructor(
    private readonly deck: DeckRef,
    private readonly limit = 12,
  ) {}

  /** The decoded image's URL, or null while it loads (or when it failed: see `error`). */
  ready(number: number, size: SlideSize = 'full'): string | null {
    const entry = this.entries.get(`${number}:${size}`);
    if (entry) entry.usedAt = ++this.clock;
    return entry?.url ?? null;
  }

  error(number: number, size: SlideSize = 'full'): SlideImageError | null {
    return this.entries.get(`${number}:${size}`)?.error ?? null;
  }

  /** Loads and decodes a slide (once); resolves with its URL. */
  load(number: number, size: SlideSize = 'full'): Promise<string> {
    const key = `${number}:${size}`;
    const existing = this.entries.get(key);
    if (existing && !existing.error) {
      existing.usedAt = ++this.clock;
      return existing.promise;
    }
    const entry: Entry = { promise: Promise.resolve(''), url: null, error: null, usedAt: ++this.clock };
    entry.promise = loadSlideImage(this.deck, number, size).then(
      async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode().catch(() => undefined);
        entry.url = url;
        return url;
      },
      (error: unknown) => {
        entry.error = error instanceof SlideImageError ? error : new SlideImageError(null);
        throw entry.error;
      },
    );
    this.entries.set(key, entry);
    this.evict();
    return entry.promise;
  }

  private evict() {
    const full = [...this.entries].filter(([key]) => key.endsWith(':full'));
    if (full.length <= this.limit) return;
    full.sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [key, entry] of full.slice(0, full.length - this.limit)) {
      this.entries.delete(key);
      void entry.promise.then(
        (url) => URL.revokeObjectURL(url),
        () => undefined,
      );
    }
  }

  dispose() {
    for (const entry of this.entries.values())
      void entry.promise.then(
        (url) => URL.revokeObjectURL(url),
        () => undefined,
      );
    this.entries.clear();
  }
}
