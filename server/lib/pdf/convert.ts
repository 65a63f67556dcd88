import type { BlobStore } from '../blob-store';
import { type OutlineEntry, type PageText, renderPdf } from './pdf-worker';
import { slideTexts } from './slide-title';

/**
 * Full size for projection (its long side 1600 px) and a thumbnail for the strip (320 px wide, or 480 px tall for a
 * page taller than that: page-plan.ts), both WebP.
 */
export const SLIDE_IMAGE = { width: 1600, thumbWidth: 320, quality: 80, thumbQuality: 75 } as const;

export type ConvertedSlide = {
  number: number;
  title: string;
  /** The page's text without the deck's furniture (for search and narration). */
  body: string;
  imageKey: string;
  thumbKey: string;
  imageBytes: number;
  thumbBytes: number;
};

export class ConversionInterrupted extends Error {
  constructor() {
    super('Conversion interrupted');
  }
}

/**
 * Renders every page of a PDF to WebP images under `prefix` in the blob store, one page at a time, and
 * returns the slides in page order. On any failure every image written so far is removed.
 */
export async function convertPdfToSlides(input: {
  data: Uint8Array;
  store: BlobStore;
  prefix: string;
  signal?: AbortSignal;
  onOpen?: (pages: number) => Promise<void> | void;
  onPage?: (done: number, total: number) => Promise<void> | void;
}): Promise<ConvertedSlide[]> {
  const { store, prefix } = input;
  const slides: ConvertedSlide[] = [];
  const texts: PageText[] = [];
  let outline: OutlineEntry[] = [];
  let total = 0;
  try {
    const pages = renderPdf(input.data, SLIDE_IMAGE, async (count, entries) => {
      total = count;
      outline = entries;
      await input.onOpen?.(count);
    });
    for await (const page of pages) {
      if (input.signal?.aborted) throw new ConversionInterrupted();
      const imageKey = `${prefix}${page.page}.webp`;
      const thumbKey = `${prefix}${page.page}-thumb.webp`;
      await store.put(imageKey, page.full);
      await store.put(thumbKey, page.thumb);
      texts[page.page - 1] = page.text;
      slides.push({
        number: page.page,
        title: '',
        body: '',
        imageKey,
        thumbKey,
        imageBytes: page.full.byteLength,
        thumbBytes: page.thumb.byteLength,
      });
      await input.onPage?.(slides.length, total);
    }
    if (slides.length === 0) throw new Error('The PDF has no pages');
    slides.sort((a, b) => a.number - b.number);
    // Titles and text once every page is in: navigation furniture is what repeats across the deck.
    const own = slideTexts(
      slides.map((s) => texts[s.number - 1] ?? { width: 1, height: 1, items: [] }),
      outline,
    );
    slides.forEach((s, i) => {
      s.title = own[i]?.title || `Slide ${s.number}`;
      s.body = own[i]?.body ?? '';
    });
    return slides;
  } catch (error) {
    await store.deletePrefix(prefix).catch(() => {});
    throw error;
  }
}
